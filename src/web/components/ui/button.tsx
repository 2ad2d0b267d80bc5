import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

// A label longer than a phone is wide wraps (German ones do) instead of widening the page (ADR 049).
const baseClasses =
  'inline-flex max-w-full items-center justify-center text-center font-semibold select-none transition-[background-color,border-color,color,box-shadow] duration-150 [&_svg]:shrink-0';

const disabledClasses =
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50';

// A loading button is disabled too, but stays fully opaque: it is working, not unavailable.
const loadingClasses = 'pointer-events-none';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand shadow-sm hover:bg-brand-strong active:bg-brand-strong',
  secondary: 'bg-brand-soft text-brand-strong hover:ring-1 hover:ring-inset hover:ring-brand/40',
  outline: 'border border-line-strong bg-surface text-ink hover:bg-surface-sunken hover:border-muted',
  ghost: 'text-ink hover:bg-surface-sunken active:bg-line',
  danger: 'bg-danger text-on-brand shadow-sm hover:bg-danger/90',
  link: 'text-brand underline-offset-4 hover:underline',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-8 gap-1.5 rounded-lg px-3 py-1 text-sm [&_svg]:size-4',
  md: 'min-h-10 gap-2 rounded-xl px-4 py-1.5 text-sm [&_svg]:size-4',
  lg: 'min-h-12 gap-2 rounded-xl px-6 py-2 text-base [&_svg]:size-5',
};

const linkSizeClasses: Record<ButtonSize, string> = {
  sm: 'gap-1 text-sm [&_svg]:size-4',
  md: 'gap-1.5 text-sm [&_svg]:size-4',
  lg: 'gap-2 text-base [&_svg]:size-5',
};

/** The button look for elements that cannot use <Button asChild>. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  isLoading = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  isLoading?: boolean;
  className?: string;
} = {}): string {
  return cn(
    baseClasses,
    isLoading ? loadingClasses : disabledClasses,
    variantClasses[variant],
    variant === 'link' ? linkSizeClasses[size] : sizeClasses[size],
    isFullWidth && 'w-full',
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  isLoading?: boolean;
  isFullWidth?: boolean;
  /** Render the single child (e.g. a router <Link>) with the button's look and behaviour. */
  asChild?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  isFullWidth = false,
  asChild = false,
  leadingIcon,
  trailingIcon,
  disabled,
  type,
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, isFullWidth, isLoading, className });
  const leading = isLoading ? <Spinner size="sm" isDecorative /> : leadingIcon;

  if (asChild) {
    return (
      <Slot.Root className={classes} aria-busy={isLoading || undefined} {...props}>
        {leading}
        <Slot.Slottable>{children}</Slot.Slottable>
        {trailingIcon}
      </Slot.Root>
    );
  }

  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {leading}
      {children}
      {trailingIcon}
    </button>
  );
}
