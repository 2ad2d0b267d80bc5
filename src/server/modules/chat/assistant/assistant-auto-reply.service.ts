import { createHash } from 'node:crypto';
import {
  type AssistantSuggestion,
  type AutoSendableTopic,
  assistantAutoSendMinConfidence,
} from '@shared/chat/chat-assistant.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../../../core/app-instance';
import { runInTransaction } from '../../../db/transaction';
import { afterMessageDelivered } from '../chat-delivered.service';
import { publishMessage, type ThreadParticipants } from '../chat-delivery.service';
import type { ChatMessageRow } from '../chat-message.presenter';
import { findThread, insertAutoReply, touchThread } from './assistant.repository';
import { getAssistantPreferences, listingFactsForThread } from './assistant.service';
import { type AssistantAnswer, answerLocally } from './local-assistant.provider';

/**
 * The one suggestion to send on the seller's behalf, or null: never on an escalated message (an
 * offer, a complaint, an off-platform request, anything unclear), never a price answer, and only
 * when every topic asked is one the seller chose and the answer is sure enough (ADR 055).
 */
export function autoReplyOf(
  answer: Pick<AssistantAnswer, 'isEscalated' | 'suggestions'>,
  autoSendTopics: readonly AutoSendableTopic[],
): AssistantSuggestion | null {
  if (answer.isEscalated) return null;
  const best = answer.suggestions[0];
  if (!best || best.confidence < assistantAutoSendMinConfidence) return null;
  const isEveryTopicChosen = answer.suggestions.every((suggestion) =>
    (autoSendTopics as readonly string[]).includes(suggestion.topic),
  );
  return isEveryTopicChosen ? best : null;
}

/**
 * The client id of the auto reply to a message, the same on every run: the (sender, client id)
 * unique index then makes a second run on the same buyer message insert nothing.
 */
export function autoReplyClientId(messageId: string): string {
  const hex = createHash('sha256').update(`chat-assistant:${messageId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Log = Pick<FastifyBaseLogger, 'error'>;

/**
 * The seller's chat assistant on a buyer's delivered message: answers the topics the seller chose
 * to have answered automatically, marks the answer as auto-sent, and leaves everything it cannot
 * answer safely to the seller. Never throws: the buyer's message is delivered whatever happens here.
 */
export async function autoReplyToBuyerMessage(
  deps: AppDependencies,
  thread: ThreadParticipants,
  message: ChatMessageRow,
  log: Log = console,
): Promise<void> {
  try {
    const isBuyerQuestion =
      message.senderId === thread.buyerId &&
      message.kind === 'text' &&
      message.status === 'delivered' &&
      !message.isAutoSent;
    if (!isBuyerQuestion) return;
    const { db } = deps.database;
    const preferences = await getAssistantPreferences(db, thread.sellerId);
    if (!preferences.isEnabled || preferences.autoSendTopics.length === 0) return;
    const stored = await findThread(db, thread.id);
    if (!stored) return;
    const facts = await listingFactsForThread(db, stored.listingId);
    if (!facts) return;
    const reply = autoReplyOf(answerLocally(message.body, facts), preferences.autoSendTopics);
    if (!reply) return;

    const now = new Date();
    const row = await runInTransaction(db, async (executor) => {
      const inserted = await insertAutoReply(executor, {
        threadId: thread.id,
        senderId: thread.sellerId,
        clientId: autoReplyClientId(message.id),
        body: reply.text,
        now,
      });
      if (inserted) await touchThread(executor, thread.id, now);
      return inserted;
    });
    if (!row) return;
    await publishMessage(deps, thread, row);
    // The buyer hears of the answer as of any message (the unread email); it is no question itself.
    await afterMessageDelivered(deps, thread, row);
  } catch (error) {
    log.error({ err: error, threadId: thread.id, messageId: message.id }, 'chat assistant: auto-send failed');
  }
}
