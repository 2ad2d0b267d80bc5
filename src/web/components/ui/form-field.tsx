import { CircleAlert } from 'lucide-react';
import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export interface FormFieldProps {
  label: ReactNode;
  /** Exactly one control (Input, Textarea, Select …); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement;
  hint?: ReactNode;
  /** Error message; marks the control aria-invalid and is announced with it. */
  error?: ReactNode;
  isRequired?: boolean;
  /** Marks the field "(optional)" instead; use on forms where most fields are required. */
  isOptional?: boolean;
  isLabelHidden?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
}

export function FormField({
  label,
  children,
  hint,
  error,
  isRequired = false,
  isOptional = false,
  isLabelHidden = false,
  id,
  className,
}: FormFieldProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label
        htmlFor={controlId}
        className={cn('flex items-baseline gap-1 text-sm font-semibold text-ink', isLabelHidden && 'sr-only')}
      >
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        )}
        {isOptional && !isRequired && (
          <span className="text-xs font-normal text-muted">({t('formField.optional')})</span>
        )}
      </label>
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
      >
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
