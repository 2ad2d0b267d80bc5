import type { ChatFlag } from '@shared/chat/chat-moderation.schema';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../components/ui/cn';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../format-date-time';

interface FlagConversationProps {
  flag: ChatFlag;
  headingId: string;
}

/**
 * The messages before the flagged one and the flagged message itself, oldest first. The sender's
 * messages sit on the right with a tint, so a moderator sees at a glance who pushed where.
 */
export function FlagConversation({ flag, headingId }: FlagConversationProps) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('chatModeration.flag.conversation')}
      </h4>
      {flag.context.length === 0 && !flag.message && (
        <p className="text-sm text-muted">{t('chatModeration.flag.noContext')}</p>
      )}
      <ol className="grid gap-2">
        {flag.context.map((message) => (
          <li
            key={`${message.createdAt}-${message.senderName}-${message.body.slice(0, 20)}`}
            className={cn(
              'grid max-w-[85%] gap-0.5 rounded-xl px-3 py-2 text-sm',
              message.isSender ? 'justify-self-end bg-warning-soft' : 'justify-self-start bg-surface-sunken',
            )}
          >
            <span className="text-xs text-muted">
              <span className="font-semibold text-ink">{message.senderName}</span>
              {' · '}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
            </span>
            <span className="break-words whitespace-pre-wrap">{message.body}</span>
          </li>
        ))}
        {flag.message && (
          <li className="grid max-w-[85%] gap-1 justify-self-end rounded-xl border-2 border-danger bg-danger-soft px-3 py-2 text-sm">
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <Badge size="sm" variant="danger">
                {t('chatModeration.flag.flaggedMessage')}
              </Badge>
              <span className="font-semibold text-ink">{flag.sender.name}</span>
              <time dateTime={flag.message.createdAt}>
                {formatDateTime(flag.message.createdAt, language)}
              </time>
              <span>· {t(`chatModeration.flag.messageStatus.${flag.message.status}`)}</span>
            </span>
            <span className="break-words whitespace-pre-wrap text-ink">{flag.message.body}</span>
          </li>
        )}
      </ol>
    </section>
  );
}
