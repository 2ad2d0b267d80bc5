import { Camera, Mic, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchForm } from '../../../components/search-form';
import { SellLink } from '../../../components/sell-link';
import { paths } from '../../../lib/paths';

/**
 * Compact, so the first listings show in the first screen on a phone and on a laptop (ADR 049):
 * on phones the header's search field and the bottom bar's Sell stand in for the hero's, and the
 * subtitle shows only on small tablets: from md up the three steps beside it say the same.
 */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden border-b border-line bg-surface"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,var(--brand-soft),transparent_45%),radial-gradient(circle_at_85%_80%,var(--info-soft),transparent_40%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-8 px-4 py-5 md:grid-cols-[1.2fr_1fr] md:py-6">
        <div>
          <p className="hidden items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand sm:inline-flex">
            <Mic aria-hidden className="size-4" />
            {t('home.hero.badge')}
          </p>
          <h1
            id="home-hero-title"
            className="text-2xl font-extrabold tracking-tight text-balance sm:mt-3 sm:text-3xl lg:text-4xl"
          >
            {t('home.hero.title')}
          </h1>
          <p className="mt-3 hidden max-w-xl text-muted sm:block md:hidden">{t('home.hero.subtitle')}</p>
          <SearchForm className="mt-5 hidden max-w-xl md:block" />
          <div className="mt-4 flex flex-wrap gap-2 sm:gap-3 md:mt-6">
            <SellLink
              origin="hero"
              className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand px-4 font-semibold text-on-brand hover:bg-brand-strong sm:px-6"
            >
              <Camera aria-hidden className="size-5" />
              {t('home.hero.sell')}
            </SellLink>
            <Link
              to={paths.categories}
              className="inline-flex h-11 items-center rounded-xl border border-line-strong bg-surface px-4 font-semibold hover:bg-surface-sunken sm:px-6"
            >
              {t('home.hero.browse')}
            </Link>
          </div>
        </div>
        <ol className="hidden content-center gap-2 md:grid" aria-label={t('home.hero.stepsLabel')}>
          {(['photo', 'speak', 'publish'] as const).map((step, index) => (
            <li
              key={step}
              className="flex items-start gap-3 rounded-2xl border border-line bg-surface-raised px-4 py-2 shadow-card"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{t(`home.hero.steps.${step}.title`)}</p>
                <p className="text-sm text-muted">{t(`home.hero.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
          <li className="flex items-center gap-2 px-1 text-sm text-muted">
            <ShieldCheck aria-hidden className="size-4 text-success" />
            {t('home.hero.noFees')}
          </li>
        </ol>
      </div>
    </section>
  );
}
