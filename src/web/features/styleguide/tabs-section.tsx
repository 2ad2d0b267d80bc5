import { Archive, Package, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Demo, ShowcaseSection } from './showcase-layout';

export function TabsSection() {
  const { t } = useTranslation('styleguide');
  return (
    <ShowcaseSection title={t('tabs.title')} description={t('tabs.description')}>
      <Demo label={t('tabs.segmented')} note={t('tabs.note')} layout="block">
        <Tabs defaultValue="active">
          <TabsList aria-label={t('tabs.listingsLabel')}>
            <TabsTrigger value="active">
              <Package aria-hidden="true" />
              {t('tabs.active')}
            </TabsTrigger>
            <TabsTrigger value="sold">
              <Archive aria-hidden="true" />
              {t('tabs.sold')}
            </TabsTrigger>
            <TabsTrigger value="drafts" disabled>
              <PencilLine aria-hidden="true" />
              {t('tabs.drafts')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="active" className="text-sm text-muted">
            {t('tabs.activeBody')}
          </TabsContent>
          <TabsContent value="sold" className="text-sm text-muted">
            {t('tabs.soldBody')}
          </TabsContent>
        </Tabs>
      </Demo>
      <Demo label={t('tabs.underline')} layout="block">
        <Tabs defaultValue="description">
          <TabsList variant="underline" aria-label={t('tabs.detailsLabel')}>
            <TabsTrigger value="description">{t('tabs.descriptionTab')}</TabsTrigger>
            <TabsTrigger value="shipping">{t('tabs.shippingTab')}</TabsTrigger>
            <TabsTrigger value="reviews">
              {t('tabs.reviewsTab')}
              <Badge size="sm">12</Badge>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="description" className="text-sm leading-relaxed">
            {t('tabs.descriptionBody')}
          </TabsContent>
          <TabsContent value="shipping" className="text-sm leading-relaxed">
            {t('tabs.shippingBody')}
          </TabsContent>
          <TabsContent value="reviews" className="text-sm leading-relaxed">
            {t('tabs.reviewsBody')}
          </TabsContent>
        </Tabs>
      </Demo>
    </ShowcaseSection>
  );
}
