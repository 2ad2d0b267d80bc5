import {
  type AssistantPreferences,
  type AssistantSuggestionsResponse,
  type AutoSendableTopic,
  autoSendableTopics,
} from '@shared/chat/chat-assistant.schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../core/app-error';
import type { DbExecutor } from '../../../db/transaction';
import { OpenAiRequestError } from '../../ai/openai/openai-client';
import {
  type AssistantPreferencesRow,
  findAssistantListing,
  findAssistantPreferences,
  findBuyerMessage,
  findThread,
  upsertAssistantPreferences,
} from './assistant.repository';
import { type ListingFacts, listingFactsOf } from './assistant-facts';
import { answerLocally } from './local-assistant.provider';
import type { RemoteAssistant } from './openai-assistant.provider';

type SuggestionsView = AssistantSuggestionsResponse['data'];

/** Spec §2 settings default: suggestions on, nothing answered automatically. */
export const defaultAssistantPreferences: AssistantPreferences = { isEnabled: true, autoSendTopics: [] };

const isAutoSendable = (topic: string): topic is AutoSendableTopic =>
  (autoSendableTopics as readonly string[]).includes(topic);

export function presentPreferences(row: AssistantPreferencesRow | undefined): AssistantPreferences {
  if (!row) return defaultAssistantPreferences;
  return { isEnabled: row.isEnabled, autoSendTopics: row.autoSendTopics.filter(isAutoSendable) };
}

export async function getAssistantPreferences(db: DbExecutor, userId: string): Promise<AssistantPreferences> {
  return presentPreferences(await findAssistantPreferences(db, userId));
}

export async function updateAssistantPreferences(
  db: DbExecutor,
  userId: string,
  input: AssistantPreferences,
): Promise<AssistantPreferences> {
  // Stored in the order of the topic list, once each, whatever order the client sent.
  const autoSendTopics = autoSendableTopics.filter((topic) => input.autoSendTopics.includes(topic));
  return presentPreferences(
    await upsertAssistantPreferences(db, userId, { isEnabled: input.isEnabled, autoSendTopics }),
  );
}

/** The listing behind a thread, as facts; null when the listing is gone. */
export async function listingFactsForThread(db: DbExecutor, listingId: string): Promise<ListingFacts | null> {
  const row = await findAssistantListing(db, listingId);
  return row ? listingFactsOf(row) : null;
}

const threadNotFound = () => new AppError('NOT_FOUND', 'Thread not found');
const nothingToSuggest: SuggestionsView = {
  suggestions: [],
  isEscalated: false,
  escalationReason: null,
  provider: 'local',
};

export interface SuggestionContext {
  db: DbExecutor;
  /** The OpenAI-compatible assistant when AI_BASE_URL and AI_MODEL are set. */
  remote: RemoteAssistant | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * `GET /chat/threads/{id}/assistant/suggestions`: reply suggestions for the thread's seller on a
 * buyer's message (the latest when none is named). Anyone else gets NOT_FOUND, as for a thread
 * they cannot see. Escalation is decided locally; the remote model only words safe answers, and
 * when it fails or answers badly the local suggestions stand (ADR 055).
 */
export async function suggestReplies(
  context: SuggestionContext,
  sellerId: string,
  threadId: string,
  messageId: string | undefined,
): Promise<SuggestionsView> {
  const { db } = context;
  const thread = await findThread(db, threadId);
  if (thread?.sellerId !== sellerId) throw threadNotFound();
  const message = await findBuyerMessage(db, thread, messageId);
  if (!message) {
    if (messageId) throw new AppError('NOT_FOUND', 'Message not found');
    return nothingToSuggest;
  }
  const preferences = await getAssistantPreferences(db, sellerId);
  if (!preferences.isEnabled) return nothingToSuggest;
  const facts = await listingFactsForThread(db, thread.listingId);
  if (!facts) throw threadNotFound();

  const local = answerLocally(message.body, facts);
  const localView: SuggestionsView = {
    suggestions: local.suggestions,
    isEscalated: local.isEscalated,
    escalationReason: local.escalationReason,
    provider: 'local',
  };
  if (!context.remote || local.isEscalated || local.suggestions.length === 0) return localView;

  const topics = local.suggestions
    .filter((suggestion) => suggestion.id !== 'combined')
    .map((suggestion) => ({ topic: suggestion.topic, confidence: suggestion.confidence }));
  try {
    const remote = await context.remote.suggest({
      message: message.body,
      facts,
      language: local.language,
      topics,
    });
    if (remote.rejected > 0) {
      context.log.warn({ threadId, rejected: remote.rejected }, 'assistant: remote suggestions rejected');
    }
    if (remote.suggestions.length === 0) return localView;
    return { ...localView, suggestions: remote.suggestions, provider: 'openai-compatible' };
  } catch (error) {
    if (!(error instanceof OpenAiRequestError)) throw error;
    context.log.warn({ threadId, reason: error.reason }, 'assistant: remote provider failed, local answers');
    return localView;
  }
}
