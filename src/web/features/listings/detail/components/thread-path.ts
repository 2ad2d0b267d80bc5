import { paths } from '../../../../lib/paths';

/** The chat page with one thread open (`/chat?thread=<id>`), where an opened thread or a sent offer leads. */
export function threadPath(threadId: string): string {
  return `${paths.chat}?thread=${encodeURIComponent(threadId)}`;
}
