import type { ChatFlag } from '@shared/chat/chat-moderation.schema';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../format-date-time';

/** Every step on the flag with who and when, oldest first (the decision record). */
export function FlagHistory({ flag, headingId }: { flag: ChatFlag; headingId: string }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('chatModeration.history.title')}
      </h4>
      <ol className="grid gap-1.5 border-l-2 border-line pl-3 text-sm">
        {flag.history.map((event) => (
          <li key={`${event.at}-${event.action}`} className="grid gap-0.5">
            <span>
              {event.actor
                ? t('chatModeration.history.entry', {
                    action: t(`chatModeration.history.actions.${event.action}`),
                    actor: event.actor.name,
                  })
                : // The filter acts alone; its action already says so ("Held by the filter").
                  t(`chatModeration.history.actions.${event.action}`)}
              {' · '}
              <time dateTime={event.at} className="text-muted">
                {formatDateTime(event.at, language)}
              </time>
            </span>
            {event.note && <span className="break-words whitespace-pre-wrap text-muted">{event.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
