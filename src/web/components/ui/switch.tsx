import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** Visible label; without it pass aria-label or aria-labelledby. */
  label?: ReactNode;
  description?: ReactNode;
}

/** An on/off setting that applies immediately; use Checkbox inside forms that are submitted. */
export function Switch({ label, description, id, className, disabled, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  const control = (
    <SwitchPrimitive.Root
      id={switchId}
      disabled={disabled}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-muted p-0.5 transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand',
        !label && className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="size-5 rounded-full bg-surface shadow-sm transition-transform duration-150 data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="grid gap-0.5">
        <label
          htmlFor={switchId}
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
      <span className="flex h-6 items-center">{control}</span>
    </div>
  );
}
