import type { DraftFieldEvidence } from '@shared/ai/draft-suggestion.schema';
import { attributesForCategory } from '@shared/listings/attribute-rules';
import type { ListingDraftFields, PreviewFieldKey } from '@shared/listings/listing-editor.schema';
import { acceptsOffers, hasPrice, priceKindSchema, priceKinds } from '@shared/listings/price-kind';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { Textarea } from '../../../../components/ui/textarea';
import type { Language } from '../../../../lib/i18n';
import type { DraftResult } from '../../api/create-draft';
import { FieldEvidence } from '../../create/components/field-evidence';
import { editorFieldId } from '../field-focus';
import { CategoryPicker } from '../fields/category-picker';
import { MinimumOfferInput } from '../fields/minimum-offer-input';
import { PricePanel } from '../fields/price-panel';
import { TagInput } from './tag-input';

export interface SectionProps {
  fields: ListingDraftFields;
  onChange(patch: Partial<ListingDraftFields>): void;
  errorOf(field: string): string | undefined;
  /** A server warning for the field (price deviation …), shown as a hint. */
  warningOf(field: string): string | undefined;
}

/** "Edited by you" once the seller changed the field, else how sure the AI was and why. */
function FieldBadges({
  field,
  dirtyFields,
  evidence,
  language,
}: {
  field: PreviewFieldKey;
  dirtyFields: readonly PreviewFieldKey[];
  evidence: DraftFieldEvidence | undefined;
  language: Language;
}) {
  const { t } = useTranslation('listing-editor');
  const isDirty = dirtyFields.includes(field);
  return (
    <div className="flex flex-wrap items-center gap-2 empty:hidden">
      {isDirty ? (
        <Badge size="sm" variant="info">
          {t('fields.edited')}
        </Badge>
      ) : (
        <FieldEvidence evidence={evidence} language={language} />
      )}
    </div>
  );
}

/** Title, description, category, price and tags: the AI's preview, every field editable. */
export function PreviewSection({
  fields,
  onChange,
  errorOf,
  warningOf,
  aiResult,
  hasAiSuggestion,
  dirtyFields,
  language,
  draftId,
  draftVersion,
}: SectionProps & {
  aiResult: DraftResult | null;
  hasAiSuggestion: boolean;
  dirtyFields: readonly PreviewFieldKey[];
  language: Language;
  draftId: string | null;
  draftVersion: number | null;
}) {
  const { t } = useTranslation('listing-editor');
  const evidence = hasAiSuggestion ? aiResult?.draft.evidence : undefined;
  // Beside the control, not inside its label: the badges are no part of the field's name.
  const badges = (field: PreviewFieldKey, evidenceKey: string = field): ReactNode => (
    <FieldBadges
      field={field}
      dirtyFields={dirtyFields}
      evidence={evidence?.[evidenceKey]}
      language={language}
    />
  );
  const categoryError = errorOf('categoryId');
  const tagsError = errorOf('tags');
  const priceError = errorOf('priceValue');
  const minimumOfferError = errorOf('minimumOffer');

  return (
    <section aria-labelledby="editor-preview-title" className="grid gap-4">
      <h4 id="editor-preview-title" className="text-base font-semibold">
        {t('sections.preview')}
      </h4>
      <div className="grid gap-1.5">
        <FormField
          id={editorFieldId('title')}
          label={t('fields.title')}
          error={errorOf('title')}
          hint={t('fields.titleHint', { count: fields.title.trim().length })}
          isRequired
        >
          <Input
            value={fields.title}
            maxLength={280}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </FormField>
        {badges('title')}
      </div>
      <div className="grid gap-1.5">
        <FormField
          id={editorFieldId('description')}
          label={t('fields.description')}
          error={errorOf('description')}
          hint={t('fields.descriptionHint', { count: fields.description.trim().length })}
          isRequired
        >
          <Textarea
            rows={6}
            isAutoGrow
            value={fields.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        </FormField>
        {badges('description')}
      </div>
      <div className="grid gap-1.5">
        {badges('categoryId')}
        <CategoryPicker
          id={editorFieldId('categoryId')}
          categoryId={fields.categoryId}
          // One step: the attribute form follows at once, keeping what both categories ask for.
          onChange={({ categoryId, categoryPath }) =>
            onChange({
              categoryId,
              categoryPath,
              attributes: attributesForCategory(categoryId, fields.attributes),
            })
          }
          suggestions={hasAiSuggestion ? (aiResult?.draft.alternativeCategories ?? []) : []}
          {...(categoryError ? { error: categoryError } : {})}
        />
      </div>
      <div className="grid gap-3">
        <RadioGroup
          label={t('fields.priceKind')}
          value={fields.priceKind}
          onValueChange={(value) => onChange({ priceKind: priceKindSchema.parse(value) })}
          options={priceKinds.map((kind) => ({
            value: kind,
            label: t(`fields.priceKinds.${kind}.label`),
            description: t(`fields.priceKinds.${kind}.description`),
          }))}
        />
        {badges('priceKind')}
        {/* A give-away has no price to set or suggest: it goes live at 0 € (ADR 042). */}
        {hasPrice(fields.priceKind) ? (
          <>
            {badges('priceValue', 'price')}
            <PricePanel
              draftId={draftId}
              draftVersion={draftVersion}
              priceValue={fields.priceValue}
              onPriceChange={(priceValue) => onChange({ priceValue })}
              priceInputId={editorFieldId('priceValue')}
              categoryId={fields.categoryId}
              headingLevel={4}
              {...(priceError ? { error: priceError } : {})}
            />
            {warningOf('priceValue') && <p className="text-sm text-warning">{warningOf('priceValue')}</p>}
            {acceptsOffers(fields.priceKind) && (
              <MinimumOfferInput
                id={editorFieldId('minimumOffer')}
                value={fields.minimumOffer}
                onValueChange={(minimumOffer) => onChange({ minimumOffer })}
                {...(minimumOfferError ? { error: minimumOfferError } : {})}
              />
            )}
          </>
        ) : (
          <p className="rounded-card border border-line bg-surface-sunken p-3 text-sm text-muted">
            {t('fields.freeNote')}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={editorFieldId('tags')} className="text-sm font-semibold text-ink">
          {t('fields.tags')}
        </label>
        <TagInput
          id={editorFieldId('tags')}
          tags={fields.tags}
          onChange={(tags) => onChange({ tags })}
          describedBy={tagsError ? `${editorFieldId('tags')}-error` : `${editorFieldId('tags')}-hint`}
          isInvalid={Boolean(tagsError)}
        />
        <p id={`${editorFieldId('tags')}-hint`} className="text-sm text-muted">
          {t('fields.tagsHint')}
        </p>
        {badges('tags')}
        {tagsError && (
          <p id={`${editorFieldId('tags')}-error`} className="text-sm font-medium text-danger">
            {tagsError}
          </p>
        )}
      </div>
    </section>
  );
}
