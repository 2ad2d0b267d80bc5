import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** Visible label; without it pass aria-label or aria-labelledby. */
  label?: ReactNode;
  description?: ReactNode;
}

export function Checkbox({ label, description, id, className, disabled, ...props }: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;
  const descriptionId = `${checkboxId}-description`;
  const control = (
    <CheckboxPrimitive.Root
      id={checkboxId}
      disabled={disabled}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-muted bg-surface text-on-brand transition-colors duration-150 hover:border-ink disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=indeterminate]:border-brand data-[state=indeterminate]:bg-brand',
        !label && className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group">
        <Check
          className="size-3.5 group-data-[state=indeterminate]:hidden"
          strokeWidth={3}
          aria-hidden="true"
        />
        <Minus
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
          strokeWidth={3}
          aria-hidden="true"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <span className="flex h-6 items-center">{control}</span>
      <div className="grid gap-0.5">
        <label
          htmlFor={checkboxId}
          className={cn('text-sm leading-6 font-medium text-ink', disabled ? 'opacity-60' : 'cursor-pointer')}
        >
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
