import type { AttributeField } from '@shared/catalog/attribute.schema';
import type { AttributeValues } from '@shared/listings/attribute-rules';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../components/ui/checkbox';
import { cn } from '../../../../components/ui/cn';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Switch } from '../../../../components/ui/switch';
import { VisuallyHidden } from '../../../../components/ui/visually-hidden';
import type { Language } from '../../../../lib/i18n';

export interface FieldMessage {
  severity: 'error' | 'warning';
  text: string;
}

type Value = AttributeValues[string] | undefined;

export interface AttributeFieldControlProps {
  field: AttributeField;
  fieldId: string;
  value: Value;
  messages: FieldMessage[];
  language: Language;
  /** undefined clears the value. */
  onValueChange(value: Value): void;
  onTouch(): void;
}

/** Radix Select items need a non-empty value; this one stands for "no answer" on optional selects. */
const noneValue = '__none__';

function RequiredMarker() {
  const { t } = useTranslation('listing-fields');
  return (
    <>
      <span aria-hidden="true" className="text-danger">
        *
      </span>
      <VisuallyHidden>({t('attributes.required')})</VisuallyHidden>
    </>
  );
}

function FieldMessages({ fieldId, messages }: { fieldId: string; messages: FieldMessage[] }) {
  const { t } = useTranslation('listing-fields');
  if (messages.length === 0) return null;
  return (
    <div id={`${fieldId}-messages`} className="grid gap-1">
      {messages.map((message) => {
        const isError = message.severity === 'error';
        const Icon = isError ? CircleAlert : TriangleAlert;
        return (
          <p
            key={`${message.severity}-${message.text}`}
            className={cn(
              'flex items-start gap-1.5 text-sm font-medium',
              isError ? 'text-danger' : 'text-ink',
            )}
          >
            <Icon
              className={cn('mt-0.5 size-4 shrink-0', isError ? 'text-danger' : 'text-warning')}
              aria-hidden="true"
            />
            <span>
              {!isError && <VisuallyHidden>{t('attributes.warning')}: </VisuallyHidden>}
              {message.text}
            </span>
          </p>
        );
      })}
    </div>
  );
}

/** One attribute as the control its type asks for, with label, required marker and messages. */
export function AttributeFieldControl({
  field,
  fieldId,
  value,
  messages,
  language,
  onValueChange,
  onTouch,
}: AttributeFieldControlProps) {
  const { t } = useTranslation('listing-fields');
  const label = language === 'de' ? field.labelDe : field.labelEn;
  const options = (field.options ?? []).map((option) => ({
    value: option.value,
    label: language === 'de' ? option.labelDe : option.labelEn,
  }));
  const isInvalid = messages.some((message) => message.severity === 'error');
  const describedBy = messages.length > 0 ? `${fieldId}-messages` : undefined;
  const controlAria = {
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    'aria-required': field.isRequired || undefined,
  };
  const labelElement = (
    <label htmlFor={fieldId} className="flex items-baseline gap-1 text-sm font-semibold text-ink">
      {label}
      {field.isRequired && <RequiredMarker />}
    </label>
  );

  if (field.type === 'multiselect') {
    const selected = Array.isArray(value) ? value : [];
    return (
      <fieldset id={fieldId} aria-describedby={describedBy} className="grid gap-2">
        <legend className="mb-1 flex items-baseline gap-1 text-sm font-semibold text-ink">
          {label}
          {field.isRequired && <RequiredMarker />}
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <Checkbox
              key={option.value}
              id={`${fieldId}-${option.value}`}
              label={option.label}
              checked={selected.includes(option.value)}
              aria-invalid={isInvalid || undefined}
              onCheckedChange={(isChecked) => {
                const next =
                  isChecked === true
                    ? [...selected, option.value]
                    : selected.filter((entry) => entry !== option.value);
                onValueChange(next.length > 0 ? next : undefined);
                onTouch();
              }}
            />
          ))}
        </div>
        <FieldMessages fieldId={fieldId} messages={messages} />
      </fieldset>
    );
  }

  if (field.type === 'boolean') {
    return (
      <div className="grid gap-1.5">
        <Switch
          id={fieldId}
          label={
            <>
              {label}
              {field.isRequired && <RequiredMarker />}
            </>
          }
          checked={value === true}
          onCheckedChange={(isChecked) => {
            onValueChange(isChecked);
            onTouch();
          }}
          {...controlAria}
        />
        <FieldMessages fieldId={fieldId} messages={messages} />
      </div>
    );
  }

  if (field.type === 'select') {
    const selectOptions = field.isRequired
      ? options
      : [{ value: noneValue, label: t('attributes.none') }, ...options];
    return (
      <div className="grid content-start gap-1.5">
        {labelElement}
        <Select
          id={fieldId}
          options={selectOptions}
          value={typeof value === 'string' ? value : ''}
          placeholder={t('attributes.choose')}
          onValueChange={(next) => {
            onValueChange(next === noneValue ? undefined : next);
            onTouch();
          }}
          {...controlAria}
        />
        <FieldMessages fieldId={fieldId} messages={messages} />
      </div>
    );
  }

  if (field.type === 'number') {
    const unit = field.unit ? t(`attributes.units.${field.unit}`, { defaultValue: field.unit }) : undefined;
    return (
      <div className="grid content-start gap-1.5">
        {labelElement}
        <Input
          id={fieldId}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          onChange={(event) => {
            const text = event.target.value;
            onValueChange(text === '' ? undefined : Number(text));
          }}
          onBlur={onTouch}
          trailing={unit ? <span className="px-2 text-sm">{unit}</span> : undefined}
          {...controlAria}
        />
        <FieldMessages fieldId={fieldId} messages={messages} />
      </div>
    );
  }

  return (
    <div className="grid content-start gap-1.5">
      {labelElement}
      <Input
        id={fieldId}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onValueChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={onTouch}
        {...controlAria}
      />
      <FieldMessages fieldId={fieldId} messages={messages} />
    </div>
  );
}
