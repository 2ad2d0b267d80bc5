import { Camera, Mic, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchForm } from '../../../components/search-form';
import { SellLink } from '../../../components/sell-link';
import { paths } from '../../../lib/paths';

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
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-[1.2fr_1fr] md:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand">
            <Mic aria-hidden className="size-4" />
            {t('home.hero.badge')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance md:text-5xl"
          >
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{t('home.hero.subtitle')}</p>
          <SearchForm className="mt-8 max-w-xl" />
          <div className="mt-6 flex flex-wrap gap-3">
            <SellLink
              origin="hero"
              className="inline-flex h-12 items-center gap-2 rounded-xl bg-brand px-6 font-semibold text-on-brand hover:bg-brand-strong"
            >
              <Camera aria-hidden className="size-5" />
              {t('home.hero.sell')}
            </SellLink>
            <Link
              to={paths.categories}
              className="inline-flex h-12 items-center rounded-xl border border-line-strong bg-surface px-6 font-semibold hover:bg-surface-sunken"
            >
              {t('home.hero.browse')}
            </Link>
          </div>
        </div>
        <ol className="grid content-center gap-3" aria-label={t('home.hero.stepsLabel')}>
          {(['photo', 'speak', 'publish'] as const).map((step, index) => (
            <li
              key={step}
              className="flex items-start gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-card"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand">
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
