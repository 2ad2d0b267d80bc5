import { BarChart3, CheckCircle2, Circle, Lock, Plug, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFeatureFlags } from '../../../lib/feature-flags/api/get-my-feature-flags';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { ListingsOverview } from '../listings-overview/listings-overview';
import { SellerThreadTasks } from './seller-thread-tasks';

/** Tasks: what needs the seller. Buyers' messages and offers to answer (issue 16); shipping comes later. */
export function TasksSection() {
  return <SellerThreadTasks />;
}

export function ListingsSection() {
  return <ListingsOverview />;
}

/** Spec §2: performance is locked until the workspace is in a rollout cohort (flag sellerWorkspacePro). */
export function PerformanceSection() {
  const { t } = useTranslation('workspace');
  const { flags, isLoading } = useFeatureFlags();
  if (isLoading) return null;
  if (!flags.sellerWorkspacePro) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<Lock />}
        title={t('sections.performance.lockedTitle')}
        description={t('sections.performance.lockedText')}
        data-testid="performance-locked"
      />
    );
  }
  return (
    <EmptyState
      headingLevel={3}
      icon={<BarChart3 />}
      title={t('sections.performance.emptyTitle')}
      description={t('sections.performance.emptyText')}
    />
  );
}

/** Spec §2 integrations checklist: publishers, fulfilment, security. Only security can be done today. */
export function IntegrationsSection() {
  const { t } = useTranslation('workspace');
  const { user } = useSession();
  const isSecured = user?.isTwoFactorEnabled === true;
  return (
    <div className="grid gap-4">
      <Card asChild padding="sm">
        <ul aria-label={t('sections.integrations.checklistLabel')}>
          <li className="flex flex-wrap items-center gap-3 p-2">
            {isSecured ? (
              <CheckCircle2 aria-hidden className="size-5 text-success" />
            ) : (
              <Circle aria-hidden className="size-5 text-muted" />
            )}
            <ShieldCheck aria-hidden className="size-5 text-muted" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-semibold">{t('sections.integrations.security.title')}</span>
              <span className="text-sm text-muted">{t('sections.integrations.security.text')}</span>
            </div>
            {isSecured ? (
              <Badge variant="success">{t('sections.integrations.security.done')}</Badge>
            ) : (
              <Button asChild size="sm" variant="outline">
                <Link to={paths.settingsSecurity}>{t('sections.integrations.security.action')}</Link>
              </Button>
            )}
          </li>
        </ul>
      </Card>
      <EmptyState
        headingLevel={3}
        icon={<Plug />}
        title={t('sections.integrations.emptyTitle')}
        description={t('sections.integrations.emptyText')}
      />
    </div>
  );
}
