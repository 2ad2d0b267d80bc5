import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually one primary Button that gets the user out of the empty state. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5;
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <span
          aria-hidden="true"
          className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong [&_svg]:size-7"
        >
          {icon}
        </span>
      )}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-muted">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
