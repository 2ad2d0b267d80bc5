import { lazy, Suspense } from 'react';
import { useSessionSnapshot } from '../../../lib/session/use-session';

// Guests never load the chat code; signed-in users get it after the first paint.
const ChatHeaderPopovers = lazy(() =>
  import('./chat-header-popovers').then((module) => ({ default: module.ChatHeaderPopovers })),
);

/** The header's messages and chat popovers (spec §2), for signed-in users only. */
export function ChatPopovers() {
  const { status, user } = useSessionSnapshot();
  if (status !== 'authenticated' || !user) return null;
  return (
    <Suspense fallback={<span aria-hidden className="block size-10" />}>
      <ChatHeaderPopovers userId={user.id} />
    </Suspense>
  );
}
