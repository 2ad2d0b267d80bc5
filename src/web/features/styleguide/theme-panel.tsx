import { Moon, Sun } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { PortalContainerProvider } from '../../components/ui/portal-container';

export function ThemePanel({
  theme,
  title,
  children,
}: {
  theme: 'light' | 'dark';
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`styleguide-${theme}`}
      className={cn(theme, 'min-w-0 rounded-[1.5rem] border border-line bg-canvas p-4 text-ink sm:p-6')}
    >
      <h2 id={headingId} className="mb-6 flex items-center gap-2 text-2xl font-bold tracking-tight">
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
        >
          {theme === 'dark' ? <Moon className="size-5" /> : <Sun className="size-5" />}
        </span>
        {title}
      </h2>
      <PortalContainerProvider container={portalContainer}>
        <div className="grid grid-cols-1 gap-12">{children}</div>
      </PortalContainerProvider>
      {/* Overlays portal here so they pick up this panel's theme. */}
      <div ref={setPortalContainer} />
    </section>
  );
}
