import { hasPermission } from '@shared/authorization/permissions';
import { feedbackTicketFilters, feedbackTicketsQuerySchema } from '@shared/support/feedback.schema';
import { Camera, ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/use-session';
import { ForbiddenNotice } from '../components/forbidden-notice';
import { useFeedbackTickets } from './api/feedback-tickets';
import { FeedbackTicketDetail } from './components/feedback-ticket-detail';

function FeedbackTickets() {
  const { t } = useTranslation('feedback');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  // The address holds the view (filter, page, open ticket), so staff can reload or share it.
  const parsed = feedbackTicketsQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : { status: 'open' as const, page: 1 };
  const openTicket = searchParams.get('ticket');
  const tickets = useFeedbackTickets(query);
  const pages = tickets.data ? Math.max(1, Math.ceil(tickets.data.total / tickets.data.pageSize)) : 1;
  const change = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  if (openTicket) {
    return (
      <div className="mx-auto w-full max-w-4xl">
        <FeedbackTicketDetail ticketId={openTicket} onBack={() => change({ ticket: null })} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('admin.title')}</h1>
        <p className="text-muted">{t('admin.intro')}</p>
      </header>
      <div className="max-w-xs">
        <label htmlFor="feedback-ticket-status" className="mb-1.5 block text-sm font-semibold">
          {t('admin.filter')}
        </label>
        <Select
          id="feedback-ticket-status"
          value={query.status}
          onValueChange={(value) => change({ status: value, page: '1' })}
          options={feedbackTicketFilters.map((status) => ({
            value: status,
            label: t(`admin.filters.${status}`),
          }))}
        />
      </div>
      <p role="status" className="text-sm text-muted">
        {tickets.data ? t('admin.count', { count: tickets.data.total }) : ''}
      </p>
      {tickets.isPending && <Spinner label={t('admin.loading')} />}
      {tickets.isError && <Alert variant="danger">{describeApiError(tickets.error, tCommon)}</Alert>}
      {tickets.data && tickets.data.tickets.length === 0 && (
        <EmptyState icon={<Inbox />} title={t('admin.emptyTitle')} description={t('admin.emptyText')} />
      )}
      {tickets.data && tickets.data.tickets.length > 0 && (
        <ul aria-label={t('admin.title')} className="grid gap-3">
          {tickets.data.tickets.map((ticket) => (
            <li key={ticket.ticketId} className="rounded-card border border-line bg-surface p-4 shadow-card">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <button
                  type="button"
                  aria-label={t('admin.open', { ticketId: ticket.ticketId })}
                  onClick={() => change({ ticket: ticket.ticketId })}
                  className="font-mono font-bold text-brand underline"
                >
                  {ticket.ticketId}
                </button>
                <div className="flex flex-wrap gap-2">
                  <Badge>{t(`admin.filters.${ticket.status}`)}</Badge>
                  <Badge>{t(`category.options.${ticket.category}`)}</Badge>
                  <Badge>{t(`impact.options.${ticket.impact}`)}</Badge>
                  {ticket.hasScreenshot && <Badge icon={<Camera />}>{t('admin.withScreenshot')}</Badge>}
                </div>
              </div>
              <p className="mt-2 text-sm">{ticket.excerpt}</p>
              <p className="mt-1 text-xs text-muted">
                {formatDate(ticket.createdAt, language)} · {ticket.path} ·{' '}
                {ticket.reporter?.name || t('admin.guest')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {tickets.data && pages > 1 && (
        <nav aria-label={t('admin.paging')} className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            leadingIcon={<ChevronLeft />}
            disabled={query.page <= 1}
            onClick={() => change({ page: String(query.page - 1) })}
          >
            {t('admin.previous')}
          </Button>
          <span className="text-sm text-muted">{t('admin.position', { page: query.page, pages })}</span>
          <Button
            variant="outline"
            trailingIcon={<ChevronRight />}
            disabled={query.page >= pages}
            onClick={() => change({ page: String(query.page + 1) })}
          >
            {t('admin.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

/**
 * /admin/feedback (ADR 069) for moderators and admins. The server checks `moderation:review` on
 * every call; anyone else sees the 403 notice.
 */
export function FeedbackTicketsPage() {
  const { t } = useTranslation('feedback');
  const { user } = useSession();
  const canReview = hasPermission(user?.roles ?? [], 'moderation:review');
  useEffect(() => {
    if (canReview) document.title = t('admin.documentTitle');
  }, [canReview, t]);
  if (!canReview) return <ForbiddenNotice text={t('admin.forbiddenText')} />;
  return <FeedbackTickets />;
}
