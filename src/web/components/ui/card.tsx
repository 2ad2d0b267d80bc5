import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddingClasses: Record<CardPadding, string> = { none: '', sm: 'p-3', md: 'p-5', lg: 'p-6 sm:p-8' };

export interface CardProps extends ComponentProps<'div'> {
  padding?: CardPadding;
  /** Lifts on hover; use when the whole card is a link. */
  isInteractive?: boolean;
  /** Render the child (e.g. <article> or a <Link>) with the card's look. */
  asChild?: boolean;
}

export function Card({
  padding = 'md',
  isInteractive = false,
  asChild = false,
  className,
  ...props
}: CardProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      className={cn(
        'rounded-card border border-line bg-surface text-ink shadow-card',
        paddingClasses[padding],
        isInteractive &&
          'transition-[box-shadow,translate] duration-200 hover:-translate-y-0.5 hover:shadow-pop',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 grid gap-1', className)} {...props} />;
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  as?: 'h2' | 'h3' | 'h4' | 'h5';
}

export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return <Heading className={cn('text-lg leading-snug font-semibold text-ink', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-5 flex flex-wrap items-center gap-3', className)} {...props} />;
}
