import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'children'> {
  /** Visible group label, announced as the radiogroup's name. */
  label: ReactNode;
  options: RadioOption[];
  hint?: ReactNode;
  error?: ReactNode;
  isLabelHidden?: boolean;
}

export function RadioGroup({
  label,
  options,
  hint,
  error,
  isLabelHidden = false,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div id={labelId} className={cn('text-sm font-semibold text-ink', isLabelHidden && 'sr-only')}>
        {label}
      </div>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        className={cn('flex gap-3', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap gap-x-6')}
        {...props}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <span className="flex h-6 items-center">
                <RadioGroupPrimitive.Item
                  id={optionId}
                  value={option.value}
                  disabled={option.disabled}
                  aria-describedby={option.description ? `${optionId}-description` : undefined}
                  className={cn(
                    'inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-surface transition-colors duration-150 hover:border-ink disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand',
                    error ? 'border-danger' : 'border-muted',
                  )}
                >
                  <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand" />
                </RadioGroupPrimitive.Item>
              </span>
              <div className="grid gap-0.5">
                <label
                  htmlFor={optionId}
                  className={cn(
                    'text-sm leading-6 font-medium text-ink',
                    option.disabled ? 'opacity-60' : 'cursor-pointer',
                  )}
                >
                  {option.label}
                </label>
                {option.description && (
                  <p id={`${optionId}-description`} className="text-sm text-muted">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
