import { z } from 'zod';

/**
 * Spec §3 chat assistant: reply suggestions for the seller built from the listing's own data, topics
 * the seller lets it answer on its own, and questions it hands back to the seller (escalation).
 */
export const assistantTopics = [
  'availability',
  'pickup',
  'shipping',
  'condition',
  'dimensions',
  'price',
] as const;
export const assistantTopicSchema = z.enum(assistantTopics);
export type AssistantTopic = z.infer<typeof assistantTopicSchema>;

/** Topics that may be answered automatically; price questions and offers always go to the seller. */
export const autoSendableTopics = ['availability', 'pickup', 'shipping', 'condition', 'dimensions'] as const;
export type AutoSendableTopic = (typeof autoSendableTopics)[number];

export const assistantPreferencesSchema = z
  .object({
    isEnabled: z.boolean().describe('Show reply suggestions on buyers’ messages'),
    autoSendTopics: z.array(z.enum(autoSendableTopics)).max(autoSendableTopics.length),
  })
  .meta({ id: 'ChatAssistantPreferences' });
export type AssistantPreferences = z.infer<typeof assistantPreferencesSchema>;

export const assistantPreferencesResponseSchema = z.object({ data: assistantPreferencesSchema });
export const updateAssistantPreferencesRequestSchema = z.strictObject({
  isEnabled: z.boolean(),
  autoSendTopics: z.array(z.enum(autoSendableTopics)).max(autoSendableTopics.length),
});

export const assistantSuggestionSchema = z.object({
  id: z.string(),
  topic: assistantTopicSchema,
  text: z.string(),
  confidence: z.number().min(0).max(1),
});
export type AssistantSuggestion = z.infer<typeof assistantSuggestionSchema>;

export const escalationReasons = ['offer', 'complaint', 'unclear', 'unsafe'] as const;

export const assistantSuggestionsQuerySchema = z.object({
  /** The buyer's message to answer; the latest buyer message when left out. */
  messageId: z.uuid().optional(),
});

export const assistantSuggestionsResponseSchema = z.object({
  data: z.object({
    suggestions: z.array(assistantSuggestionSchema).describe('Best first'),
    /** The question needs the seller: no suggestion is safe to send on its own. */
    isEscalated: z.boolean(),
    escalationReason: z.enum(escalationReasons).nullable(),
    provider: z.enum(['local', 'openai-compatible']),
  }),
});
export type AssistantSuggestionsResponse = z.infer<typeof assistantSuggestionsResponseSchema>;

/**
 * The assistant answers on its own only when it is at least this sure of the topic and of the
 * listing's data (ADR 055): a question it reads plainly, answered from a field the seller filled in.
 */
export const assistantAutoSendMinConfidence = 0.8;

export const assistantConfidenceLevels = ['high', 'medium', 'low'] as const;
export type AssistantConfidenceLevel = (typeof assistantConfidenceLevels)[number];

/** How the web words a confidence: high from the auto-send bar, medium from one half. */
export function assistantConfidenceLevelOf(confidence: number): AssistantConfidenceLevel {
  if (confidence >= assistantAutoSendMinConfidence) return 'high';
  return confidence >= 0.5 ? 'medium' : 'low';
}
