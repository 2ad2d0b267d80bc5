import { Package, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';

export function ListingsSection() {
  const { t } = useTranslation('workspace');
  return (
    <EmptyState
      headingLevel={3}
      icon={<Package />}
      title={t('sections.listings.emptyTitle')}
      description={t('sections.listings.emptyText')}
      action={
        <Button asChild leadingIcon={<Plus />}>
          <Link to={paths.sell}>{t('sections.listings.create')}</Link>
        </Button>
      }
    />
  );
}
