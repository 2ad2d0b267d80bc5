import { Check } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from './cn';

export interface ChipProps extends Omit<ComponentProps<'button'>, 'onChange'> {
  /** Controlled pressed state; omit and use defaultPressed for an uncontrolled chip. */
  isPressed?: boolean;
  defaultPressed?: boolean;
  onPressedChange?: (isPressed: boolean) => void;
  icon?: ReactNode;
  /** e.g. number of results for this filter (a node for a formatted or "at least" figure) */
  count?: ReactNode;
  size?: 'sm' | 'md';
}

/** A toggleable filter chip (button with aria-pressed). */
export function Chip({
  isPressed,
  defaultPressed = false,
  onPressedChange,
  icon,
  count,
  size = 'md',
  className,
  children,
  onClick,
  type,
  ...props
}: ChipProps) {
  const [uncontrolledPressed, setUncontrolledPressed] = useState(defaultPressed);
  const pressed = isPressed ?? uncontrolledPressed;
  return (
    <button
      type={type ?? 'button'}
      aria-pressed={pressed}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (isPressed === undefined) setUncontrolledPressed(!pressed);
        onPressedChange?.(!pressed);
      }}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border font-medium whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        size === 'sm' ? 'h-8 gap-1.5 px-3 text-sm' : 'h-10 gap-2 px-4 text-sm',
        pressed
          ? 'border-brand bg-brand-soft text-brand-strong hover:bg-brand-soft'
          : 'border-line-strong bg-surface text-ink hover:border-muted hover:bg-surface-sunken',
        className,
      )}
      {...props}
    >
      {pressed ? <Check aria-hidden="true" /> : icon && <span aria-hidden="true">{icon}</span>}
      {children}
      {count !== undefined && (
        <span className={cn('text-xs tabular-nums', pressed ? 'text-brand-strong' : 'text-muted')}>
          {count}
        </span>
      )}
    </button>
  );
}
