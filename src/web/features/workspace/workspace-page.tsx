import { hasPermission } from '@shared/authorization/permissions';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { CartPanel } from './components/cart-panel';
import { IntegrationsSection } from './components/integrations-section';
import { PerformanceSection } from './components/performance-section';
import { PlatformHealthCard } from './components/platform-health-card';
import { SellerOrdersSection } from './components/seller-orders-section';
import { TasksSection } from './components/tasks-section';
import { ListingsSection } from './components/workspace-section-views';
import { parseWorkspaceSection, type WorkspaceSection } from './workspace-sections';

const sectionViews: Record<WorkspaceSection, ComponentType> = {
  tasks: TasksSection,
  listings: ListingsSection,
  orders: SellerOrdersSection,
  performance: PerformanceSection,
  integrations: IntegrationsSection,
};

/**
 * /seller/workspace?section=… (spec §2). The app layout's side navigation switches sections; an
 * admin sees the platform health card beside every section, nobody else does (ADR 048).
 */
export function WorkspacePage() {
  const { t } = useTranslation('workspace');
  const [searchParams] = useSearchParams();
  const section = parseWorkspaceSection(searchParams.get('section'));
  const SectionView = sectionViews[section];
  const sectionTitle = t(`sections.${section}.title`);
  const { user } = useSession();
  const canMonitorPlatform = hasPermission(user?.roles ?? [], 'platform:monitor');

  useEffect(() => {
    document.title = t('documentTitle', { section: sectionTitle });
  }, [t, sectionTitle]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <header className="grid gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('eyebrow')}</p>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      </header>
      <div
        className={
          canMonitorPlatform ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]' : 'grid gap-6'
        }
      >
        <section aria-labelledby="workspace-section-title" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="workspace-section-title" className="text-xl font-semibold">
              {sectionTitle}
            </h2>
            <p className="text-sm text-muted">{t(`sections.${section}.description`)}</p>
          </div>
          {section === 'listings' && searchParams.get('panel') === 'cart' ? <CartPanel /> : <SectionView />}
        </section>
        {canMonitorPlatform && <PlatformHealthCard />}
      </div>
    </div>
  );
}
