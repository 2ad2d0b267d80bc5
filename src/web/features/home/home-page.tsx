import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryShortcuts } from './components/category-shortcuts';
import { FreshlyListed } from './components/freshly-listed';
import { HomeHero } from './components/home-hero';
import { PromoBlocks } from './components/promo-blocks';

export function HomePage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('home.documentTitle');
  }, [t]);
  return (
    <>
      <HomeHero />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <CategoryShortcuts />
        <FreshlyListed />
        <PromoBlocks />
      </div>
    </>
  );
}
