import type { AppDependencies } from '../../../core/app-instance';
import { verifyAccessToken } from '../../auth/access-token';
import { isSessionOpen } from '../../auth/session.service';
import { findTypingCounterpart } from './realtime.repository';

export interface SocketCaller {
  userId: string;
  /** When the access token expires: the socket is closed then, so a new token must come along. */
  expiresAt: Date;
}

/**
 * The caller of an access token, checked as the HTTP guards check it (auth-guard.ts): a valid,
 * unexpired token whose session is still open. Null when any of that fails.
 */
export async function authenticateSocket(
  deps: Pick<AppDependencies, 'config' | 'database'>,
  token: string,
): Promise<SocketCaller | null> {
  const payload = await verifyAccessToken(deps.config.authSecret, token);
  if (!payload) return null;
  const isOpen = await isSessionOpen(deps.database.db, payload.sid, payload.sub);
  if (!isOpen) return null;
  return { userId: payload.sub, expiresAt: new Date(payload.exp * 1000) };
}

/**
 * Shows the counterpart that the user is typing in a thread they take part in. False when the
 * thread is not theirs (or a block stands between them): nothing is sent then.
 */
export async function relayTyping(
  deps: Pick<AppDependencies, 'database' | 'chat'>,
  userId: string,
  typing: { threadId: string; isTyping: boolean },
): Promise<boolean> {
  const counterpartId = await findTypingCounterpart(deps.database.db, typing.threadId, userId);
  if (!counterpartId) return false;
  await deps.chat.bus.publish([
    {
      userId: counterpartId,
      frame: { type: 'typing', threadId: typing.threadId, userId, isTyping: typing.isTyping },
    },
  ]);
  return true;
}
