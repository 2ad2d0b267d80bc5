import {
  type AssistantSuggestion,
  type AssistantTopic,
  assistantTopics,
} from '@shared/chat/chat-assistant.schema';
import { chatMessageMaxLength } from '@shared/chat/chat-constants';
import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import { z } from 'zod';
import type { Config } from '../../../config/env';
import { createOpenAiClient, type OpenAiClient } from '../../ai/openai/openai-client';
import type { ListingFacts } from './assistant-facts';

/** What the remote model is told: the buyer's words, the listing's facts and the topics the local reading found. */
export interface RemoteAssistantInput {
  message: string;
  facts: ListingFacts;
  language: Language;
  /** Topics with the local answer's confidence: the model may word them, never be surer than the data. */
  topics: { topic: AssistantTopic; confidence: number }[];
}

export interface RemoteAssistant {
  /**
   * Suggestions that passed the checks (shape, topic, no number the facts do not hold); an empty
   * list when the model's answer was unusable. Transport failures throw OpenAiRequestError.
   */
  suggest(input: RemoteAssistantInput): Promise<{ suggestions: AssistantSuggestion[]; rejected: number }>;
}

const maxSuggestions = 3;

const answerSchema = z.object({
  suggestions: z
    .array(
      z.object({
        topic: z.enum(assistantTopics),
        text: z.string().trim().min(1).max(chatMessageMaxLength),
        confidence: z.number().min(0).max(1),
      }),
    )
    .max(maxSuggestions * 2),
});

function jsonSchema(topics: AssistantTopic[]): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['suggestions'],
    properties: {
      suggestions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['topic', 'text', 'confidence'],
          properties: {
            topic: { type: 'string', enum: topics },
            text: { type: 'string' },
            confidence: { type: 'number' },
          },
        },
      },
    },
  };
}

/** The facts as the prompt states them, prices already written the buyer's way. */
function promptFacts(facts: ListingFacts, language: Language) {
  return {
    title: facts.title,
    description: facts.description,
    availability: facts.isLive || facts.availability === 'sold' ? facts.availability : 'no longer listed',
    condition: facts.condition,
    price: formatEuro(facts.price, language),
    priceKind: { fixed: 'fixed price', negotiable: 'negotiable (VB)', free: 'free to give away' }[
      facts.priceKind
    ],
    pickup: facts.offersPickup ? `possible in ${facts.placeLabel}` : 'not offered',
    delivery: facts.deliveryOptions.map((option) => ({
      option: option.label,
      price: formatEuro(option.price, language),
    })),
    measurements: facts.dimensions.map((dimension) => ({
      name: dimension.label[language],
      value: dimension.value[language],
    })),
  };
}

function systemPrompt(language: Language): string {
  const languageName = language === 'de' ? 'German (informal "du")' : 'English';
  return [
    'You write short reply suggestions for a private seller on Kleinkram, a German second-hand marketplace.',
    `Write in ${languageName}, friendly and plain, as the seller speaking.`,
    'Use ONLY the listing facts given. Never invent or guess anything that is not in them: no times, dates,',
    'prices, discounts, measurements, defects, places or promises. When the facts do not answer the question,',
    'say the seller will check and reply, and give a low confidence.',
    'Give at most one suggestion per topic, only for the topics listed, with a confidence from 0 to 1.',
  ].join(' ');
}

/** "5,49", "5.49" and "5" alike; digits the facts hold are the only ones a suggestion may use. */
const numbersIn = (text: string): string[] =>
  (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((number) => String(Number(number.replace(',', '.'))));

export function usesOnlyKnownNumbers(text: string, facts: unknown): boolean {
  const known = new Set(numbersIn(JSON.stringify(facts)));
  return numbersIn(text).every((number) => known.has(number));
}

/** Chat assistant through an OpenAI-compatible chat model (ADR 055); the local reading decides escalation first. */
export function createOpenAiAssistant(options: { config: Config; client?: OpenAiClient }): RemoteAssistant {
  const { baseUrl, apiKey, model, timeoutMs } = options.config.ai;
  if (!baseUrl || !model) throw new Error('the openai-compatible assistant needs AI_BASE_URL and AI_MODEL');
  const client = options.client ?? createOpenAiClient({ baseUrl, apiKey, timeoutMs });

  return {
    async suggest(input) {
      const topics = input.topics.map((entry) => entry.topic);
      const facts = promptFacts(input.facts, input.language);
      const answer = await client.chatJson({
        model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: systemPrompt(input.language) },
          {
            role: 'user',
            content: JSON.stringify({ listingFacts: facts, buyerMessage: input.message, topics }),
          },
        ],
        schema: { name: 'chat_reply_suggestions', schema: jsonSchema(topics) },
      });
      const parsed = answerSchema.safeParse(answer.json);
      if (!parsed.success) return { suggestions: [], rejected: 1 };
      const ceiling = new Map(input.topics.map((entry) => [entry.topic, entry.confidence]));
      const seen = new Set<AssistantTopic>();
      let rejected = 0;
      const suggestions: AssistantSuggestion[] = [];
      for (const suggestion of parsed.data.suggestions) {
        const localConfidence = ceiling.get(suggestion.topic);
        const isUsable =
          localConfidence !== undefined &&
          !seen.has(suggestion.topic) &&
          usesOnlyKnownNumbers(suggestion.text, { facts, message: input.message });
        if (!isUsable) {
          rejected += 1;
          continue;
        }
        seen.add(suggestion.topic);
        suggestions.push({
          id: `remote-${suggestion.topic}`,
          topic: suggestion.topic,
          text: suggestion.text,
          confidence: Math.min(suggestion.confidence, localConfidence),
        });
      }
      suggestions.sort((left, right) => right.confidence - left.confidence);
      return { suggestions: suggestions.slice(0, maxSuggestions), rejected };
    },
  };
}
