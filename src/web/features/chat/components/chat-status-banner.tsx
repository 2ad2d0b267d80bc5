import { CircleDot, Loader, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { formatMessageTime } from '../format-chat';
import { bannerDeliveries, type ChatDelivery } from '../realtime/chat-cache-updates';
import type { ChatConnectionStatus } from '../realtime/chat-socket-client';

const statusStyles: Record<ChatConnectionStatus, string> = {
  connected: 'border-success/30 bg-success-soft',
  connecting: 'border-info/30 bg-info-soft',
  disconnected: 'border-warning/40 bg-warning-soft',
};

export function ConnectionStatusLine({ status }: { status: ChatConnectionStatus }) {
  const { t } = useTranslation('chat');
  const Icon = status === 'connected' ? CircleDot : status === 'connecting' ? Loader : WifiOff;
  return (
    <p className="flex items-center gap-2 text-sm text-ink" data-status={status}>
      <Icon
        aria-hidden
        className={cn('size-4 shrink-0', status === 'connected' ? 'text-success' : 'text-muted')}
      />
      {t(`status.${status}`)}
    </p>
  );
}

export function DeliveryList({ deliveries }: { deliveries: ChatDelivery[] }) {
  const { t } = useTranslation('chat');
  const language = currentLanguage();
  const shown = bannerDeliveries(deliveries);
  if (shown.length === 0) return <p className="text-xs text-muted">{t('status.noDeliveries')}</p>;
  return (
    <ul className="grid gap-1">
      {shown.map((delivery) => (
        <li key={delivery.id} className="flex gap-2 text-xs">
          <time dateTime={delivery.createdAt} className="shrink-0 text-muted">
            {formatMessageTime(delivery.createdAt, language)}
          </time>
          <Link
            to={paths.chatThread(delivery.threadId)}
            className="min-w-0 break-words text-ink hover:underline"
          >
            {delivery.body}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 chat status banner: the connection (connecting, connected, disconnected) and the last 3 deliveries. */
export function ChatStatusBanner({
  status,
  deliveries,
  pendingCount,
}: {
  status: ChatConnectionStatus;
  deliveries: ChatDelivery[];
  pendingCount: number;
}) {
  const { t } = useTranslation('chat');
  return (
    <section
      aria-label={t('status.label')}
      className={cn('grid gap-1.5 rounded-card border px-3 py-2', statusStyles[status])}
      data-testid="chat-status-banner"
    >
      <div role="status" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <ConnectionStatusLine status={status} />
        {pendingCount > 0 && (
          <p className="text-xs font-semibold">{t('status.pending', { count: pendingCount })}</p>
        )}
      </div>
      {deliveries.length > 0 && (
        <div className="grid gap-1">
          <h2 className="text-xs font-semibold">{t('status.latest')}</h2>
          <DeliveryList deliveries={deliveries} />
        </div>
      )}
    </section>
  );
}
