import { recoveryCodesLowThreshold } from '@shared/workspace/workspace-integrations.schema';
import { CheckCircle2, Circle, KeyRound, MapPin, RefreshCw, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useWorkspaceIntegrations } from '../api/get-workspace-integrations';
import { PublisherChecklistItem } from './publisher-checklist-item';

/**
 * Spec §2 integrations checklist (ADR 074): publishers (the marketplace connection's own item),
 * fulfilment (shipping options and carriers in use, pickup place) and security (two-factor,
 * recovery codes left), each item with its one action.
 */
export function IntegrationsSection() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const integrations = useWorkspaceIntegrations();
  return (
    <div className="grid gap-4">
      <Card asChild padding="sm">
        <ul aria-label={t('sections.integrations.checklistLabel')} className="divide-y divide-line">
          <PublisherChecklistItem />
          {integrations.isPending ? (
            <li className="p-2" role="status" aria-label={t('sections.integrations.loading')}>
              <Skeleton className="h-24 w-full" />
            </li>
          ) : integrations.isError ? (
            <li className="p-2">
              <Alert
                variant="danger"
                title={t('sections.integrations.loadFailed')}
                actions={
                  <Button
                    size="sm"
                    variant="outline"
                    leadingIcon={<RefreshCw aria-hidden />}
                    onClick={() => void integrations.refetch()}
                  >
                    {tCommon('actions.retry')}
                  </Button>
                }
              >
                {describeApiError(integrations.error, tCommon)}
              </Alert>
            </li>
          ) : (
            <IntegrationItems facts={integrations.data} />
          )}
        </ul>
      </Card>
    </div>
  );
}

function IntegrationItems({
  facts,
}: {
  facts: NonNullable<ReturnType<typeof useWorkspaceIntegrations>['data']>;
}) {
  const { t } = useTranslation('workspace');
  const { fulfilment, security } = facts;
  const hasShipping = fulfilment.shippingListings > 0;
  const hasEnoughCodes = security.recoveryCodesRemaining >= recoveryCodesLowThreshold;
  return (
    <>
      <ChecklistItem
        icon={<Truck aria-hidden className="size-5 text-muted" />}
        isDone={hasShipping}
        title={t('sections.integrations.shipping.title')}
        text={
          hasShipping
            ? t('sections.integrations.shipping.text', {
                count: fulfilment.shippingListings,
                carriers:
                  fulfilment.carriers.length > 0
                    ? fulfilment.carriers.join(', ')
                    : t('sections.integrations.shipping.noCarrier'),
              })
            : t('sections.integrations.shipping.none')
        }
        action={{ to: paths.listings, label: t('sections.integrations.shipping.action') }}
      />
      <ChecklistItem
        icon={<MapPin aria-hidden className="size-5 text-muted" />}
        isDone={fulfilment.isPickupPlaceSet}
        title={t('sections.integrations.pickup.title')}
        text={
          fulfilment.isPickupPlaceSet
            ? t('sections.integrations.pickup.set', { count: fulfilment.pickupListings })
            : t('sections.integrations.pickup.unset')
        }
        action={{
          to: paths.profile,
          label: fulfilment.isPickupPlaceSet
            ? t('sections.integrations.pickup.change')
            : t('sections.integrations.pickup.action'),
        }}
      />
      <ChecklistItem
        icon={<ShieldCheck aria-hidden className="size-5 text-muted" />}
        isDone={security.isTwoFactorEnabled}
        title={t('sections.integrations.security.title')}
        text={
          security.isTwoFactorEnabled
            ? t('sections.integrations.security.on')
            : t('sections.integrations.security.text')
        }
        action={
          security.isTwoFactorEnabled
            ? null
            : { to: paths.settingsSecurity, label: t('sections.integrations.security.action') }
        }
      />
      {security.isTwoFactorEnabled && (
        <ChecklistItem
          icon={<KeyRound aria-hidden className="size-5 text-muted" />}
          isDone={hasEnoughCodes}
          title={t('sections.integrations.recoveryCodes.title')}
          text={t('sections.integrations.recoveryCodes.text', { count: security.recoveryCodesRemaining })}
          action={
            hasEnoughCodes
              ? null
              : { to: paths.settingsSecurity, label: t('sections.integrations.recoveryCodes.action') }
          }
        />
      )}
    </>
  );
}

function ChecklistItem({
  icon,
  isDone,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  isDone: boolean;
  title: string;
  text: string;
  action: { to: string; label: string } | null;
}) {
  const { t } = useTranslation('workspace');
  return (
    <li className="flex flex-wrap items-center gap-3 p-2">
      {isDone ? (
        <CheckCircle2 aria-hidden className="size-5 text-success" />
      ) : (
        <Circle aria-hidden className="size-5 text-muted" />
      )}
      {icon}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted">{text}</span>
      </div>
      {action ? (
        <Button asChild size="sm" variant="outline">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : (
        <Badge variant="success">{t('sections.integrations.done')}</Badge>
      )}
    </li>
  );
}
