import { listingConditions } from '@shared/listings/listing.schema';
import type { ListingCheckIssue } from '@shared/listings/listing-editor.schema';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { editorFieldId } from '../field-focus';
import { AttributeForm } from '../fields/attribute-form';
import { FulfilmentFields } from './fulfilment-fields';
import { PlaceField } from './place-field';
import type { SectionProps } from './preview-section';

/** Condition, details of the category, quantity, hand-over and place. */
export function ArticleSection({
  fields,
  onChange,
  errorOf,
  serverIssues,
  showAllErrors,
}: SectionProps & { serverIssues: ListingCheckIssue[]; showAllErrors: boolean }) {
  const { t } = useTranslation('listing-editor');
  return (
    <section aria-labelledby="editor-article-title" className="grid gap-4">
      <h4 id="editor-article-title" className="text-base font-semibold">
        {t('sections.article')}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={editorFieldId('condition')}
          label={t('fields.condition')}
          error={errorOf('condition')}
          isRequired
        >
          <Select
            placeholder={t('fields.conditionPlaceholder')}
            value={fields.condition ?? ''}
            onValueChange={(value) => onChange({ condition: value as (typeof listingConditions)[number] })}
            options={listingConditions.map((condition) => ({
              value: condition,
              label: t(`conditions.${condition}`),
            }))}
          />
        </FormField>
        <FormField id={editorFieldId('quantity')} label={t('fields.quantity')} error={errorOf('quantity')}>
          <Input
            type="number"
            min={1}
            max={99}
            value={fields.quantity}
            onChange={(event) => {
              const quantity = Math.round(Number(event.target.value));
              if (quantity >= 1 && quantity <= 99) onChange({ quantity });
            }}
          />
        </FormField>
      </div>
      <div id={editorFieldId('attributes')} tabIndex={-1} className="grid gap-2">
        <h5 className="text-sm font-semibold text-ink">{t('fields.attributes')}</h5>
        {fields.categoryId ? (
          <AttributeForm
            categoryId={fields.categoryId}
            values={fields.attributes}
            onChange={(attributes) => onChange({ attributes })}
            serverIssues={serverIssues}
            showAllErrors={showAllErrors}
          />
        ) : (
          <p className="text-sm text-muted">{t('fields.attributesNeedCategory')}</p>
        )}
      </div>
      <FulfilmentFields
        fields={fields}
        onChange={onChange}
        errors={{ offersPickup: errorOf('offersPickup'), shippingOptions: errorOf('shippingOptions') }}
      />
      <PlaceField
        locationSlug={fields.locationSlug}
        onChange={(locationSlug) => onChange({ locationSlug })}
        error={errorOf('locationSlug')}
      />
    </section>
  );
}
