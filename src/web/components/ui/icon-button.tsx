import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';
import { Tooltip } from './tooltip';

export type IconButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Record<IconButtonVariant, string> = {
  primary: 'bg-brand text-on-brand shadow-sm hover:bg-brand-strong',
  secondary: 'bg-brand-soft text-brand-strong hover:ring-1 hover:ring-inset hover:ring-brand/40',
  outline: 'border border-line-strong bg-surface text-ink hover:bg-surface-sunken hover:border-muted',
  ghost: 'text-ink hover:bg-surface-sunken active:bg-line',
  danger: 'bg-danger text-on-brand shadow-sm hover:bg-danger/90',
};

const sizeClasses: Record<IconButtonSize, string> = {
  sm: 'size-8 [&_svg]:size-4',
  md: 'size-10 [&_svg]:size-5',
  lg: 'size-12 [&_svg]:size-6',
};

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** Accessible name (aria-label); also the tooltip text when showTooltip is set. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  showTooltip?: boolean;
  isLoading?: boolean;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  showTooltip = false,
  isLoading = false,
  disabled,
  type,
  className,
  ...props
}: IconButtonProps) {
  const button = (
    <button
      type={type ?? 'button'}
      aria-label={label}
      aria-busy={isLoading || undefined}
      disabled={disabled || isLoading}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0',
        variantClasses[variant],
        sizeClasses[size],
        className,
      )}
      {...props}
    >
      {isLoading ? <Spinner size="sm" isDecorative /> : icon}
    </button>
  );
  return showTooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
