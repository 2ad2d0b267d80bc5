import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

export function ShowcaseSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="grid grid-cols-1 gap-5">
      <header className="grid gap-1 border-b border-line pb-3">
        <h3 className="text-xl font-bold tracking-tight text-ink">{title}</h3>
        {description && <p className="text-sm text-muted">{description}</p>}
      </header>
      {children}
    </section>
  );
}

const demoLayoutClasses = {
  row: 'flex flex-wrap items-center gap-3',
  stack: 'grid grid-cols-1 gap-4',
  block: 'block',
} as const;

/** One labelled demo "stage" inside a section. */
export function Demo({
  label,
  note,
  children,
  className,
  layout = 'row',
}: {
  label: string;
  note?: string;
  children: ReactNode;
  className?: string;
  /** row: wrapping inline items; stack: vertical grid; block: one full-width child */
  layout?: 'row' | 'stack' | 'block';
}) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <h4 className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</h4>
      {note && <p className="text-sm text-muted">{note}</p>}
      <div
        className={cn(
          'rounded-card border border-line bg-surface p-4 sm:p-5',
          demoLayoutClasses[layout],
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}

export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="w-fit rounded-md bg-surface-sunken px-1.5 py-0.5 font-mono text-xs text-ink">
      {children}
    </code>
  );
}
