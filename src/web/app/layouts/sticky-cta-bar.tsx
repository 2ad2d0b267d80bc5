import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { SellLink } from '../../components/sell-link';

const dismissedKey = 'kleinkram.ctaDismissed';

/**
 * The public layout's sticky call to action: selling is the growth loop, so it stays in reach. On
 * phones the bottom bar's Sell tab is that call, and the screen is too short for both (ADR 049).
 */
export function StickyCtaBar() {
  const { t } = useTranslation();
  const [isDismissed, setIsDismissed] = useState(() => sessionStorage.getItem(dismissedKey) === '1');
  // A page with a message field at the bottom (/chat) would have it covered.
  const isHiddenHere = useMatches().some(
    (match) => (match.handle as { hidesSellPrompt?: boolean } | undefined)?.hidesSellPrompt,
  );
  if (isDismissed || isHiddenHere) return null;
  const dismiss = () => {
    sessionStorage.setItem(dismissedKey, '1');
    setIsDismissed(true);
  };
  return (
    <aside
      aria-label={t('cta.label')}
      className="sticky bottom-4 z-30 mx-auto mb-3 hidden w-[min(100%-1.5rem,44rem)] items-center gap-3 rounded-2xl border border-line bg-surface-raised/95 px-4 py-3 shadow-pop backdrop-blur md:flex"
    >
      <Sparkles aria-hidden className="size-5 shrink-0 text-brand" />
      <p className="flex-1 text-sm">
        <span className="font-semibold">{t('cta.title')}</span>{' '}
        <span className="text-muted">{t('cta.text')}</span>
      </p>
      <SellLink
        origin="cta"
        className="shrink-0 rounded-xl bg-brand px-3 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong"
      >
        {t('cta.action')}
      </SellLink>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('cta.dismiss')}
        className="rounded-lg p-1 text-muted hover:bg-surface-sunken hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  );
}
