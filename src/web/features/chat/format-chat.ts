import { unreadBadgeMax } from '@shared/chat/chat-constants';
import { localeFor } from '../../lib/format';
import type { Language } from '../../lib/i18n';

/** Spec §9: unread badges show "99+" above 99. */
export function formatUnreadBadge(count: number): string {
  return count > unreadBadgeMax ? `${unreadBadgeMax}+` : String(Math.max(0, Math.trunc(count)));
}

/** A message's time: the clock time today, the date and time before. */
export function formatMessageTime(value: string, language: Language, now: Date = new Date()): string {
  const date = new Date(value);
  const isToday = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(localeFor(language), {
    ...(isToday ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
