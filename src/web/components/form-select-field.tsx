import { useMemo } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { countryOptions } from '../lib/country-options';
import { currentLanguage } from '../lib/i18n';
import { FormField } from './ui/form-field';
import { Select, type SelectOption } from './ui/select';

export interface FormSelectFieldProps<Values extends FieldValues, Context, Transformed> {
  control: Control<Values, Context, Transformed>;
  /** A field of the form that holds a string (the chosen option's value; empty: none chosen yet). */
  name: FieldPathByValue<Values, string>;
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: string;
  isRequired?: boolean;
  /** Shown while nothing is chosen; the select's own "Choose…" without it. */
  placeholder?: string;
  options: SelectOption[];
}

/** A labelled select bound to a react-hook-form field, with its hint and error. */
export function FormSelectField<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  label,
  error,
  hint,
  isRequired,
  placeholder,
  options,
}: FormSelectFieldProps<Values, Context, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint} error={error} isRequired={isRequired}>
          <Select
            ref={field.ref}
            name={field.name}
            // Empty means none chosen yet: the placeholder shows.
            value={field.value || undefined}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={placeholder}
            options={options}
          />
        </FormField>
      )}
    />
  );
}

/**
 * A country (ISO 3166 alpha-2), Germany and its neighbours first, named in the reader's language;
 * the identity check and the trader information ask for one alike.
 */
export function CountrySelectField<Values extends FieldValues, Context, Transformed>(
  props: Omit<FormSelectFieldProps<Values, Context, Transformed>, 'options'>,
) {
  const language = currentLanguage();
  const options = useMemo(() => countryOptions(language), [language]);
  return <FormSelectField {...props} options={options} />;
}
