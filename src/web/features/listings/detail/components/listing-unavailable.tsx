import { Home, Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { paths } from '../../../../lib/paths';

/** Spec §8 "Listing no longer available": for unknown or removed listings, with ways onward. */
export function ListingNotFound() {
  const { t } = useTranslation('listing-detail');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="listing-unavailable-title"
    >
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
        <SearchX aria-hidden className="size-8" />
      </span>
      <h1 id="listing-unavailable-title" className="mt-6 text-3xl font-extrabold tracking-tight">
        {t('unavailable.title')}
      </h1>
      <p className="mt-3 text-muted">{t('unavailable.notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses({ size: 'lg' })}>
          <Home aria-hidden />
          {t('unavailable.goHome')}
        </Link>
        <Link to={paths.search()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <Search aria-hidden />
          {t('unavailable.search')}
        </Link>
      </div>
    </section>
  );
}

/** The banner above a sold listing. */
export function ListingSoldBanner() {
  const { t } = useTranslation('listing-detail');
  return (
    <div role="status" className="rounded-card border border-warning/30 bg-warning-soft p-4">
      <p className="font-semibold">{t('unavailable.title')}</p>
      <p className="text-sm">{t('unavailable.soldText')}</p>
    </div>
  );
}
