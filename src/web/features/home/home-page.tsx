import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head';
import { CategoryShortcuts } from './components/category-shortcuts';
import { FreshlyListed } from './components/freshly-listed';
import { HomeHero } from './components/home-hero';
import { LazyNearbyFeed, LazyPriceDropsFeed } from './components/lazy-feeds';
import { PromoBlocks } from './components/promo-blocks';

/** The saved-searches section is another feature's part: the router passes it in. */
export function HomePage({ savedSearches }: { savedSearches: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('home.documentTitle')} description={t('home.metaDescription')} canonicalPath="/" />
      <HomeHero />
      {/* Listings first, so they are in the first screen (ADR 049); the lazy feeds load below them. */}
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 md:space-y-14">
        <FreshlyListed />
        <LazyNearbyFeed />
        <CategoryShortcuts />
        {savedSearches}
        <LazyPriceDropsFeed />
        <PromoBlocks />
      </div>
    </>
  );
}
