import { type ReactNode, useId } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from './ui/card';

interface SettingsCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  /** An anchor for links into the page, e.g. a notification's `/settings#identity`. */
  id?: string;
}

/**
 * The frame every settings card shares, whichever feature the card belongs to: a labelled section
 * with icon, title and description.
 */
export function SettingsCard({ icon, title, description, children, id }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} asChild>
      <section id={id} className={id ? 'scroll-mt-24' : undefined}>
        <CardHeader>
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong [&_svg]:size-5"
            >
              {icon}
            </span>
            <CardTitle as="h2" id={titleId}>
              {title}
            </CardTitle>
          </div>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </section>
    </Card>
  );
}
