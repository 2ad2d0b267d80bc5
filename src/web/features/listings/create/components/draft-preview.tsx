import type { CategoryNode } from '@shared/catalog/category.schema';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { formatNumber, formatPrice } from '../../../../lib/format';
import type { Language } from '../../../../lib/i18n';
import type { DraftResult } from '../../../ai/api/create-draft';
import { attributeRows, categoryShortName, categoryTrailNames } from '../draft-preview-format';
import { DraftField } from './draft-field';
import { FieldEvidence } from './field-evidence';

export interface DraftPreviewProps {
  result: DraftResult;
  assets: readonly MediaAsset[];
  categories: readonly CategoryNode[] | undefined;
  language: Language;
  /** The seller changed photos or text after this draft was made. */
  isOutdated: boolean;
  /** Focused when a new draft arrives. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The AI's draft, read-only: every field with how sure the AI is and where it read it from.
 * Editing and publishing it is the listing editor's job (next issue).
 */
export function DraftPreview({
  result,
  assets,
  categories,
  language,
  isOutdated,
  headingRef,
}: DraftPreviewProps) {
  const { t } = useTranslation('create-listing');
  const { draft } = result;
  const trail = categoryTrailNames(draft.categoryPath, categories, language);
  const alternatives = draft.alternativeCategories
    .filter((alternative) => alternative.categoryId !== draft.categoryId)
    .map((alternative) => categoryShortName(alternative.categoryId, categories, language));
  const attributes = attributeRows(draft, language, { yes: t('preview.yes'), no: t('preview.no') });
  const heldNames = result.heldMediaIds.map(
    (id) => assets.find((asset) => asset.id === id)?.name ?? t('preview.heldUnknown'),
  );

  return (
    <section aria-labelledby="draft-preview-title" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="draft-preview-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          {t('preview.title')}
        </h3>
        <p className="text-sm text-muted">
          {t(`preview.madeBy.${result.provider}`, {
            seconds: formatNumber(result.elapsedMs / 1000, language, { maximumFractionDigits: 1 }),
          })}
        </p>
      </div>

      {isOutdated && <Alert variant="info">{t('preview.outdated')}</Alert>}
      {heldNames.length > 0 && (
        <Alert variant="warning" title={t('preview.held.title', { count: heldNames.length })}>
          {t('preview.held.text', { names: heldNames.join(', ') })}
        </Alert>
      )}
      {result.notices.length > 0 && (
        <ul className="grid gap-1 text-sm text-muted" aria-label={t('preview.noticesLabel')}>
          {result.notices.map((notice) => (
            <li key={`${notice.code}-${notice.message}`}>{notice.message}</li>
          ))}
        </ul>
      )}

      <dl className="grid gap-4 rounded-card border border-line bg-surface p-5">
        <DraftField label={t('preview.fields.title')} evidence={draft.evidence.title} language={language}>
          <span className="text-lg font-semibold">{draft.title}</span>
        </DraftField>
        <DraftField
          label={t('preview.fields.category')}
          evidence={draft.evidence.categoryId}
          language={language}
        >
          <span className="flex flex-wrap items-center gap-1">
            {trail.map((category, index) => (
              <span key={category.id} className="flex items-center gap-1">
                {index > 0 && <ChevronRight aria-hidden="true" className="size-4 text-muted" />}
                <span className={index === trail.length - 1 ? 'font-semibold' : undefined}>
                  {category.name}
                </span>
              </span>
            ))}
          </span>
          {alternatives.length > 0 && (
            <span className="mt-1 block text-sm text-muted">
              {t('preview.alternatives', { names: alternatives.join(', ') })}
            </span>
          )}
        </DraftField>
        <DraftField label={t('preview.fields.price')} evidence={draft.evidence.price} language={language}>
          <span className="text-lg font-semibold">{formatPrice(draft.price.value, language)}</span>
          {draft.price.rationale && (
            <span className="mt-1 block text-sm text-muted">{draft.price.rationale}</span>
          )}
        </DraftField>
        <DraftField
          label={t('preview.fields.condition')}
          evidence={draft.evidence.condition}
          language={language}
        >
          {draft.condition ? t(`conditions.${draft.condition}`) : t('preview.conditionUnknown')}
        </DraftField>
        <DraftField
          label={t('preview.fields.description')}
          evidence={draft.evidence.description}
          language={language}
        >
          <span className="block whitespace-pre-line">{draft.description}</span>
        </DraftField>
        {attributes.length > 0 && (
          <DraftField label={t('preview.fields.attributes')} evidence={undefined} language={language}>
            <dl className="grid gap-2">
              {attributes.map((row) => (
                <div key={row.key} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-start">
                  <dt className="text-sm text-muted">{row.label}</dt>
                  <dd className="grid gap-1">
                    <span>{row.value}</span>
                    <FieldEvidence evidence={row.evidence} language={language} />
                  </dd>
                </div>
              ))}
            </dl>
          </DraftField>
        )}
        <DraftField label={t('preview.fields.tags')} evidence={draft.evidence.tags} language={language}>
          {draft.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {draft.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="brand" size="sm">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted">{t('preview.noTags')}</span>
          )}
        </DraftField>
      </dl>
    </section>
  );
}
