import { useTranslation } from 'react-i18next';
import { SavedSearchesSection } from '../saved-searches/components/saved-searches-section';
import { CategoryShortcuts } from './components/category-shortcuts';
import { FreshlyListed } from './components/freshly-listed';
import { HomeHero } from './components/home-hero';
import { LazyNearbyFeed, LazyPriceDropsFeed } from './components/lazy-feeds';
import { PromoBlocks } from './components/promo-blocks';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.documentTitle')}</title>
      <meta name="description" content={t('home.metaDescription')} />
      <link rel="canonical" href={`${window.location.origin}/`} />
      <HomeHero />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <CategoryShortcuts />
        <SavedSearchesSection />
        <LazyNearbyFeed />
        <FreshlyListed />
        <LazyPriceDropsFeed />
        <PromoBlocks />
      </div>
    </>
  );
}
