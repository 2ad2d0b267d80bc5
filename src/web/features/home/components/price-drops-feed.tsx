import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { usePriceDrops } from '../api/get-price-drops';
import { HomeFeedSection } from './home-feed-section';

/** Listings whose price went down; the card shows the old price struck through. */
export function PriceDropsFeed() {
  const { t } = useTranslation();
  const priceDrops = usePriceDrops(12);
  return (
    <HomeFeedSection
      id="home-price-drops"
      title={t('home.priceDrops.title')}
      subtitle={t('home.priceDrops.subtitle')}
      seeAllTo={paths.dealsSegment('price-drops')}
      feed={priceDrops}
      emptyText={t('home.priceDrops.empty')}
    />
  );
}
