import {
  type AttributeValues,
  attributeFieldsOf,
  isAttributeFieldVisible,
  validateAttributes,
} from '@shared/listings/attribute-rules';
import type { ListingCheckIssue } from '@shared/listings/listing-editor.schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n';
import { AttributeFieldControl, type FieldMessage } from './attribute-field-control';
import { useRuleMessage } from './rule-message';

export interface AttributeFormProps {
  categoryId: string;
  values: AttributeValues;
  onChange(values: AttributeValues): void;
  /** Issues of `POST /api/listing-checks`; those for `attributes.<key>` show at the field. */
  serverIssues: ListingCheckIssue[];
  /** Show every rule's error, touched or not (after a publish attempt). */
  showAllErrors: boolean;
  /** Control ids are `<idPrefix>-<key>`; see `attributeFieldId`. */
  idPrefix?: string;
}

/** The id of an attribute's control, for an error summary that links `attributes.<key>` to it. */
export function attributeFieldId(key: string, idPrefix = 'attribute'): string {
  return `${idPrefix}-${key}`;
}

/** Drops values of fields that are hidden now (bluetoothVersion once bluetooth is off). */
function withoutHiddenValues(categoryId: string, values: AttributeValues): AttributeValues {
  const next = { ...values };
  for (const field of attributeFieldsOf(categoryId)) {
    if (!isAttributeFieldVisible(field, next)) delete next[field.key];
  }
  return next;
}

/** Spec §3 "Attribute form": generated from the category's schema, checked with the shared rules. */
export function AttributeForm({
  categoryId,
  values,
  onChange,
  serverIssues,
  showAllErrors,
  idPrefix = 'attribute',
}: AttributeFormProps) {
  const { t } = useTranslation('listing-fields');
  const ruleMessage = useRuleMessage();
  const language = currentLanguage();
  // Touched fields belong to one category; choosing another starts afresh.
  const [touched, setTouched] = useState<{ categoryId: string; keys: ReadonlySet<string> }>({
    categoryId,
    keys: new Set(),
  });
  const touchedKeys = touched.categoryId === categoryId ? touched.keys : new Set<string>();

  const fields = attributeFieldsOf(categoryId);
  const visibleFields = fields.filter((field) => isAttributeFieldVisible(field, values));
  const clientIssues = useMemo(() => validateAttributes(categoryId, values), [categoryId, values]);

  const touch = (key: string) => {
    if (touchedKeys.has(key)) return;
    setTouched({ categoryId, keys: new Set([...touchedKeys, key]) });
  };

  const changeValue = (key: string, value: AttributeValues[string] | undefined) => {
    const next: AttributeValues = { ...values };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(withoutHiddenValues(categoryId, next));
  };

  const messagesFor = (key: string): FieldMessage[] => {
    const field = `attributes.${key}`;
    const messages: FieldMessage[] = [];
    if (showAllErrors || touchedKeys.has(key)) {
      for (const issue of clientIssues.filter((candidate) => candidate.field === field)) {
        messages.push({ severity: 'error', text: ruleMessage(issue.code, issue.message) });
      }
    }
    for (const issue of serverIssues.filter((candidate) => candidate.field === field)) {
      messages.push({
        severity: issue.severity,
        text: t(`checks.${issue.code}`, { defaultValue: issue.message, ...issue.params }),
      });
    }
    return messages;
  };

  if (!categoryId || fields.length === 0) {
    return (
      <p className="text-sm text-muted">
        {categoryId ? t('attributes.noFields') : t('attributes.noCategory')}
      </p>
    );
  }

  const hasRequired = visibleFields.some((field) => field.isRequired);
  return (
    <div className="grid gap-5">
      {hasRequired && <p className="text-sm text-muted">{t('attributes.requiredHint')}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        {visibleFields.map((field) => (
          <div key={field.key} className={field.type === 'multiselect' ? 'sm:col-span-2' : undefined}>
            <AttributeFieldControl
              field={field}
              fieldId={attributeFieldId(field.key, idPrefix)}
              value={values[field.key]}
              messages={messagesFor(field.key)}
              language={language}
              onValueChange={(value) => changeValue(field.key, value)}
              onTouch={() => touch(field.key)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
