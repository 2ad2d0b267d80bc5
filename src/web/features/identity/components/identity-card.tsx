import { IdCard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { IdentityPanel } from './identity-panel';

/** The identity verification card of /settings (spec §2, §5); `#identity` links straight to it. */
export function IdentityCard() {
  const { t } = useTranslation('identity');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} asChild>
      <section id="identity" className="scroll-mt-24">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong [&_svg]:size-5"
            >
              <IdCard />
            </span>
            <CardTitle as="h2" id={titleId}>
              {t('card.title')}
            </CardTitle>
          </div>
          <CardDescription>{t('card.description')}</CardDescription>
        </CardHeader>
        <IdentityPanel />
      </section>
    </Card>
  );
}
