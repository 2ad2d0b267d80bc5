import { AlertTriangle, CheckCircle2, Circle, Lock, Store } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { describeApiError } from '../../../lib/api';
import {
  startEbayConnect,
  useDisconnectEbay,
  useEbayConnection,
} from '../../../lib/marketplaces/ebay-connection';

/**
 * Issue 19 (ADR 073): the eBay row of the integrations checklist. Says why eBay cannot be used
 * (not set up on this site, not available yet), offers to connect, shows the eBay account with a
 * disconnect, what is missing on eBay, and a reconnect after eBay revoked the access. Coming back
 * from eBay's consent page (`?ebay=connected|error`) it tells the outcome once.
 */
export function PublisherChecklistItem() {
  const { t } = useTranslation('marketplaces');
  const { t: tCommon } = useTranslation('common');
  const connection = useEbayConnection();
  const disconnect = useDisconnectEbay();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const outcome = searchParams.get('ebay');
  const reason = searchParams.get('reason');
  useEffect(() => {
    if (outcome !== 'connected' && outcome !== 'error') return;
    if (outcome === 'connected') toast({ title: t('checklist.connectedToast'), variant: 'success' });
    else
      toast({
        title: t('checklist.errorToast'),
        description: t(`checklist.reasons.${reason ?? 'unexpected'}`, {
          defaultValue: t('checklist.reasons.unexpected'),
        }),
        variant: 'danger',
      });
    const next = new URLSearchParams(searchParams);
    next.delete('ebay');
    next.delete('reason');
    setSearchParams(next, { replace: true });
  }, [outcome, reason, searchParams, setSearchParams, t]);

  const connect = async () => {
    setError(null);
    setIsRedirecting(true);
    try {
      const authorizeUrl = await startEbayConnect(`${location.pathname}${location.search}`);
      window.location.assign(authorizeUrl);
    } catch (cause) {
      setIsRedirecting(false);
      setError(describeApiError(cause, tCommon));
    }
  };

  const data = connection.data;
  let icon = <Circle aria-hidden className="size-5 text-muted" />;
  let text: string = t('checklist.loading');
  let action: ReactNode = null;
  if (connection.isError) {
    text = t('checklist.loadFailed');
  } else if (data && !data.configured) {
    icon = <Lock aria-hidden className="size-5 text-muted" />;
    text = t('checklist.notConfigured');
    action = <Badge variant="neutral">{t('checklist.notConfiguredBadge')}</Badge>;
  } else if (data && !data.available) {
    icon = <Lock aria-hidden className="size-5 text-muted" />;
    text = t('checklist.notAvailable');
    action = <Badge variant="neutral">{t('checklist.notAvailableBadge')}</Badge>;
  } else if (data?.status === 'revoked') {
    icon = <AlertTriangle aria-hidden className="size-5 text-warning" />;
    text = t('checklist.revoked');
    action = (
      <Button size="sm" onClick={() => void connect()} isLoading={isRedirecting}>
        {t('checklist.reconnect')}
      </Button>
    );
  } else if (data?.status === 'connected') {
    icon = <CheckCircle2 aria-hidden className="size-5 text-success" />;
    text = data.externalUserName
      ? t('checklist.connectedAs', { name: data.externalUserName })
      : t('checklist.connected');
    action = (
      <Button
        size="sm"
        variant="outline"
        onClick={() => disconnect.mutate()}
        isLoading={disconnect.isPending}
      >
        {t('checklist.disconnect')}
      </Button>
    );
  } else if (data) {
    text = t('checklist.notConnected');
    action = (
      <Button size="sm" onClick={() => void connect()} isLoading={isRedirecting}>
        {t('checklist.connect')}
      </Button>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-3 p-2" aria-busy={connection.isPending}>
      {icon}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-center gap-2 font-semibold">
          <Store aria-hidden className="size-4" />
          {t('checklist.title')}
        </span>
        <span className="text-sm text-muted" data-testid="ebay-connection-state">
          {text}
        </span>
        {data?.status === 'connected' && data.missingSetup.length > 0 && (
          <div className="text-sm text-ink">
            <p>{t('checklist.missingIntro')}</p>
            <ul className="list-disc ps-5">
              {data.missingSetup.map((item) => (
                <li key={item}>{t(`checklist.missing.${item}`)}</li>
              ))}
            </ul>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      {action}
    </li>
  );
}
