import type { ReactNode } from 'react';

/** A not-found view whose title is the page's h1 (EmptyState is for sections inside a page). */
export function NotFoundPanel({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${title} | Kleinkram`}</title>
      <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center">
        <span
          aria-hidden="true"
          className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong [&_svg]:size-7"
        >
          {icon}
        </span>
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {description && <p className="mt-1 max-w-md text-sm text-muted">{description}</p>}
        <div className="mt-6 grid justify-items-center gap-6">{children}</div>
      </div>
    </div>
  );
}
