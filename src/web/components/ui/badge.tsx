import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';
export type BadgeSize = 'sm' | 'md';

const variantClasses: Record<BadgeVariant, string> = {
  neutral: 'bg-surface-sunken text-muted ring-line',
  brand: 'bg-brand-soft text-brand-strong ring-brand/20',
  success: 'bg-success-soft text-success ring-success/20',
  warning: 'bg-warning-soft text-warning ring-warning/20',
  danger: 'bg-danger-soft text-danger ring-danger/20',
  info: 'bg-info-soft text-info ring-info/20',
};

const sizeClasses: Record<BadgeSize, string> = {
  sm: 'h-5 gap-1 px-2 text-xs [&_svg]:size-3',
  md: 'h-6 gap-1.5 px-2.5 text-xs [&_svg]:size-3.5',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
  size?: BadgeSize;
  icon?: ReactNode;
}

export function Badge({ variant = 'neutral', size = 'md', icon, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full font-semibold whitespace-nowrap ring-1 ring-inset [&_svg]:shrink-0',
        variantClasses[variant],
        sizeClasses[size],
        className,
      )}
      {...props}
    >
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </span>
  );
}
