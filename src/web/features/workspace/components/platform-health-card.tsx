import type { HealthResponse } from '@shared/health/health.schema';
import { Activity, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { IconButton } from '../../../components/ui/icon-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { usePlatformHealth } from '../api/get-platform-health';
import { formatUptime } from '../format-uptime';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

function HealthFacts({ health }: { health: HealthResponse }) {
  const { t } = useTranslation('workspace');
  const { migrations, engine, reachable } = health.database;
  const engineName = t(`health.engine.${engine}`);
  const counts = { applied: migrations.applied, expected: migrations.expected };
  return (
    <dl className="grid gap-3 text-sm">
      <Fact label={t('health.apiStatus')}>
        {health.status === 'ok' ? (
          <Badge variant="success">{t('health.status.ok')}</Badge>
        ) : (
          <Badge variant="warning">{t('health.status.degraded')}</Badge>
        )}
      </Fact>
      <Fact label={t('health.version')}>
        <span className="font-mono">{health.version}</span>
      </Fact>
      <Fact label={t('health.database')}>
        {reachable ? engineName : t('health.unreachable', { engine: engineName })}
      </Fact>
      <Fact label={t('health.migrations')}>
        {migrations.isUpToDate
          ? t('health.migrationsUpToDate', counts)
          : t('health.migrationsPending', counts)}
      </Fact>
      <Fact label={t('health.uptime')}>{formatUptime(health.uptimeSeconds, currentLanguage())}</Fact>
    </dl>
  );
}

/** Spec §2 workspace "Platform health shows API status and version" (admins, GET /api/platform/health). */
export function PlatformHealthCard() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const health = usePlatformHealth();
  return (
    <Card aria-labelledby="platform-health-title" asChild>
      <section>
        <CardHeader>
          <div className="flex items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <Activity aria-hidden className="size-5 text-brand" />
              <CardTitle as="h2" id="platform-health-title">
                {t('health.title')}
              </CardTitle>
            </div>
            <IconButton
              label={t('health.refresh')}
              icon={
                <RefreshCw
                  className={health.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined}
                />
              }
              size="sm"
              onClick={() => void health.refetch()}
            />
          </div>
        </CardHeader>
        {health.isPending && (
          <div className="grid gap-3">
            <Skeleton shape="text" />
            <Skeleton shape="text" />
            <Skeleton shape="text" />
          </div>
        )}
        {health.isError && !health.data && (
          <Alert
            variant="danger"
            title={t('health.loadFailed')}
            actions={
              <Button size="sm" variant="outline" onClick={() => void health.refetch()}>
                {tCommon('actions.retry')}
              </Button>
            }
          >
            {describeApiError(health.error, tCommon)}
          </Alert>
        )}
        {health.isError && health.data && (
          <Alert variant="warning" className="mb-4">
            {t('health.refreshFailed')}
          </Alert>
        )}
        {health.data && <HealthFacts health={health.data} />}
      </section>
    </Card>
  );
}
