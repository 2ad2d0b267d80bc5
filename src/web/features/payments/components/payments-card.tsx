import { type ReactNode, useId } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** The settings page's card frame (a labelled section), for the payments feature's own cards. */
export function PaymentsCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} asChild>
      <section>
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
