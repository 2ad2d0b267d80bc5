import type { ChatSeverity } from '@shared/chat/chat-filter.schema';
import type { ChatFlag } from '@shared/chat/chat-moderation.schema';
import { Ban, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge';
import { currentLanguage } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { formatDateTime } from '../format-date-time';
import { FlagConversation } from './flag-conversation';
import { FlagDecision } from './flag-decision';
import { FlagHistory } from './flag-history';
import { FlagNotes } from './flag-notes';

const severityVariants: Record<ChatSeverity, BadgeVariant> = {
  low: 'info',
  medium: 'warning',
  high: 'danger',
  critical: 'danger',
};

/** One flag of the queue: what was found, the message in its context, the sender's record, notes and decision. */
export function ChatFlagCard({ flag }: { flag: ChatFlag }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const headingId = `flag-${flag.id}-title`;
  const kinds = [...new Set(flag.findings.map((finding) => finding.kind))];
  const severity = t(`chatModeration.severity.${flag.severity}`);

  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={severityVariants[flag.severity]}
            icon={flag.severity === 'critical' ? <ShieldAlert /> : <TriangleAlert />}
            className={flag.severity === 'critical' ? 'font-bold' : undefined}
          >
            {t('chatModeration.severityBadge', { severity })}
          </Badge>
          <Badge variant={flag.status === 'resolved' ? 'success' : 'neutral'}>
            {t(`chatModeration.status.${flag.status}`)}
          </Badge>
        </div>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {t('chatModeration.flag.title', { listing: flag.thread.listingTitle })}
        </h3>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          <span>
            {flag.source === 'filter'
              ? t('chatModeration.flag.source.filter')
              : t('chatModeration.flag.source.report', { reporter: flag.report?.reporterName ?? '' })}
          </span>
          <span>
            {t('chatModeration.flag.flaggedAt', { time: formatDateTime(flag.flaggedAt, language) })}
          </span>
          <Link
            to={paths.listing(flag.thread.listingSlug)}
            className="font-medium text-brand-strong underline"
          >
            {t('chatModeration.flag.openListing')}
          </Link>
        </p>
      </header>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('chatModeration.flag.sender')}
          </dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{flag.sender.name}</span>
            <Badge size="sm" variant={flag.sender.warnings > 0 ? 'warning' : 'neutral'}>
              {t('chatModeration.flag.warnings', { count: flag.sender.warnings })}
            </Badge>
            <Badge size="sm" variant={flag.sender.priorViolations > 0 ? 'danger' : 'neutral'}>
              {t('chatModeration.flag.priorViolations', { count: flag.sender.priorViolations })}
            </Badge>
            {flag.sender.isChatBlocked && (
              <Badge size="sm" variant="danger" icon={<Ban />}>
                {t('chatModeration.flag.blocked')}
              </Badge>
            )}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('chatModeration.kindsFound')}
          </dt>
          <dd className="flex flex-wrap gap-1.5">
            {kinds.length === 0 ? (
              <span className="text-muted">{t('chatModeration.noKinds')}</span>
            ) : (
              kinds.map((kind) => (
                <Badge key={kind} size="sm" variant="neutral">
                  {t(`chatModeration.kinds.${kind}`)}
                </Badge>
              ))
            )}
          </dd>
        </div>
      </dl>

      {flag.report && (
        <div className="grid gap-1 rounded-xl bg-surface-sunken p-3 text-sm">
          <p>
            {t('chatModeration.flag.reportReason', {
              reason: t(`chatModeration.flag.reasons.${flag.report.reason}`),
            })}
          </p>
          {flag.report.note && (
            <p className="break-words">{t('chatModeration.flag.reportNote', { note: flag.report.note })}</p>
          )}
        </div>
      )}

      <FlagConversation flag={flag} headingId={`flag-${flag.id}-conversation`} />
      <FlagNotes key={flag.moderatorNotes ?? ''} flag={flag} />
      <FlagDecision flag={flag} />
      <FlagHistory flag={flag} headingId={`flag-${flag.id}-history`} />
    </li>
  );
}
