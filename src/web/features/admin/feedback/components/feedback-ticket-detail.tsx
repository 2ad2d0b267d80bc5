import { type FeedbackTicketStatus, feedbackTicketStatuses } from '@shared/support/feedback-constants';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { Spinner } from '../../../../components/ui/spinner';
import { describeApiError } from '../../../../lib/api';
import { formatDate } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useChangeFeedbackStatus, useFeedbackScreenshot, useFeedbackTicket } from '../api/feedback-tickets';

function Facts({ facts }: { facts: Record<string, unknown> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      {Object.entries(facts).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{key}</dt>
          <dd className="break-all">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Screenshot({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('feedback');
  const screenshot = useFeedbackScreenshot(ticketId, true);
  if (screenshot.isPending) return <Spinner label={t('admin.loading')} />;
  if (screenshot.isError) return <Alert variant="warning">{t('admin.detail.screenshotFailed')}</Alert>;
  return (
    <img
      src={screenshot.data}
      alt={t('admin.detail.screenshotAlt', { ticketId })}
      className="w-full rounded-lg border border-line"
    />
  );
}

function StatusForm({ ticketId, status }: { ticketId: string; status: FeedbackTicketStatus }) {
  const { t } = useTranslation('feedback');
  const { t: tCommon } = useTranslation();
  const [chosen, setChosen] = useState(status);
  const change = useChangeFeedbackStatus();
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ ticketId, status: chosen });
      }}
    >
      <FormField label={t('admin.detail.status')} className="min-w-48">
        <Select
          value={chosen}
          onValueChange={(value) => setChosen(value as FeedbackTicketStatus)}
          options={feedbackTicketStatuses.map((option) => ({
            value: option,
            label: t(`admin.filters.${option}`),
          }))}
        />
      </FormField>
      <Button type="submit" isLoading={change.isPending} disabled={chosen === status}>
        {t('admin.detail.saveStatus')}
      </Button>
      {change.isSuccess && <Alert variant="success">{t('admin.detail.statusSaved')}</Alert>}
      {change.isError && <Alert variant="danger">{describeApiError(change.error, tCommon)}</Alert>}
    </form>
  );
}

/** One ticket: the message, everything sent with it, the screenshot, and the status change. */
export function FeedbackTicketDetail({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const { t } = useTranslation('feedback');
  const { t: tCommon } = useTranslation();
  const ticket = useFeedbackTicket(ticketId);
  const language = currentLanguage();
  return (
    <section aria-labelledby="feedback-ticket-title" className="grid gap-5">
      <div>
        <Button variant="ghost" size="sm" leadingIcon={<ArrowLeft />} onClick={onBack}>
          {t('admin.detail.back')}
        </Button>
      </div>
      <h2 id="feedback-ticket-title" className="font-mono text-2xl font-bold">
        {ticketId}
      </h2>
      {ticket.isPending && <Spinner label={t('admin.loading')} />}
      {ticket.isError && <Alert variant="danger">{describeApiError(ticket.error, tCommon)}</Alert>}
      {ticket.data && (
        <>
          <p className="text-sm text-muted">
            {t(`category.options.${ticket.data.category}`)} · {t(`impact.options.${ticket.data.impact}`)} ·{' '}
            {formatDate(ticket.data.createdAt, language)} · {ticket.data.reporter?.name || t('admin.guest')}
          </p>
          {/* Keyed by ticket, not status: the refetch after a save changes the status, and a remount
              then would take "Status saved." away before anyone read it. */}
          <StatusForm key={ticketId} ticketId={ticketId} status={ticket.data.status} />
          <section className="grid gap-2">
            <h3 className="font-semibold">{t('admin.detail.message')}</h3>
            <p className="rounded-xl bg-surface-sunken p-4 whitespace-pre-wrap">{ticket.data.message}</p>
          </section>
          <div className="grid gap-5 md:grid-cols-2">
            <section className="grid content-start gap-2">
              <h3 className="font-semibold">{t('admin.detail.context')}</h3>
              <Facts
                facts={{
                  [t('admin.detail.path')]: ticket.data.path,
                  [t('admin.detail.tenant')]: ticket.data.tenantId,
                  [t('admin.detail.language')]: ticket.data.language,
                  ...ticket.data.context,
                }}
              />
            </section>
            <section className="grid content-start gap-2">
              <h3 className="font-semibold">{t('admin.detail.diagnostics')}</h3>
              <Facts facts={ticket.data.diagnostics} />
            </section>
          </div>
          <section className="grid gap-2">
            <h3 className="font-semibold">{t('admin.detail.logs')}</h3>
            {ticket.data.logs.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.detail.noLogs')}</p>
            ) : (
              <pre
                role="log"
                aria-label={t('admin.detail.logs')}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                tabIndex={0}
                className="max-h-64 overflow-auto rounded-xl bg-surface-sunken p-3 text-xs whitespace-pre-wrap"
              >
                {ticket.data.logs.map((entry) => JSON.stringify(entry)).join('\n')}
              </pre>
            )}
          </section>
          {ticket.data.hasScreenshot && (
            <section className="grid gap-2">
              <h3 className="font-semibold">{t('admin.detail.screenshot')}</h3>
              <Screenshot ticketId={ticketId} />
            </section>
          )}
        </>
      )}
    </section>
  );
}
