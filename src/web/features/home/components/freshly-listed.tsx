import { useTranslation } from 'react-i18next';
import { useRecentListings } from '../../../lib/feeds/api/get-recent-listings';
import { paths } from '../../../lib/paths';
import { HomeFeedSection } from './home-feed-section';

export function FreshlyListed() {
  const { t } = useTranslation();
  const recent = useRecentListings(12);
  return (
    <HomeFeedSection
      id="home-recent"
      title={t('home.recent.title')}
      subtitle={t('home.recent.subtitle')}
      seeAllTo={paths.searchWith('sort=new')}
      feed={recent}
      emptyText={t('home.recent.empty')}
      hasCuratedFallback={false}
      eagerCount={2}
    />
  );
}
