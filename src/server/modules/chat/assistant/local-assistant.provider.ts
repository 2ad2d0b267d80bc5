import {
  type AssistantSuggestion,
  type AssistantTopic,
  assistantTopics,
} from '@shared/chat/chat-assistant.schema';
import { formatEuro, localeByLanguage } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import { serverText, type TextParams } from '../../../core/server-texts';
import type { ListingFacts } from './assistant-facts';
import { type BuyerMessageReading, type EscalationReason, readBuyerMessage } from './read-buyer-message';

export interface AssistantAnswer {
  suggestions: AssistantSuggestion[];
  isEscalated: boolean;
  escalationReason: EscalationReason | null;
  /** The language the answers are written in: the buyer's, else the listing's. */
  language: Language;
  reading: BuyerMessageReading;
}

/** How sure the data makes an answer, multiplied with how plainly the topic was asked. */
const dataCertainty = {
  certain: 1,
  /** True, but the buyer asked for more than the listing says (a time, a particular flaw). */
  partial: 0.75,
  /** Only the condition grade; the buyer asked about particular flaws the listing does not name. */
  vague: 0.6,
  /** The listing does not say: the answer only promises that the seller will. */
  missing: 0.4,
  /** An offer: the seller decides; the suggestion only points the buyer to the offer button. */
  offer: 0.5,
} as const;

const flawSentencePattern =
  /(kratzer|gebrauchsspuren|macke|delle|fleck|riss|defekt|schaden|beschädig|abnutzung|scratch|mark|dent|stain|crack|wear|damage|defect|flaw)/i;

function text(language: Language, key: string, params?: TextParams): string {
  return serverText(`server-chat-assistant:${key}`, language, params);
}

function listOf(items: string[], language: Language, type: 'conjunction' | 'disjunction'): string {
  return new Intl.ListFormat(localeByLanguage[language], { style: 'long', type }).format(items);
}

function deliveryList(facts: ListingFacts, language: Language): string {
  const options = facts.deliveryOptions.map((option) =>
    text(language, 'shipping.option', { label: option.label, price: formatEuro(option.price, language) }),
  );
  return listOf(options, language, 'disjunction');
}

/** The seller's own sentence about flaws, as written: the only detail the assistant may quote. */
function flawSentence(description: string): string | null {
  const sentence = description
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => part.trim())
    .find((part) => flawSentencePattern.test(part));
  if (!sentence) return null;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}…` : sentence;
}

type Draft = { text: string; certainty: number };

function availabilityAnswer(facts: ListingFacts, language: Language): Draft {
  const title = facts.title;
  if (!facts.isLive && facts.availability !== 'sold') {
    return { text: text(language, 'availability.ended'), certainty: dataCertainty.certain };
  }
  return {
    text: text(language, `availability.${facts.availability}`, { title }),
    certainty: dataCertainty.certain,
  };
}

function pickupAnswer(facts: ListingFacts, language: Language, reading: BuyerMessageReading): Draft {
  if (!facts.offersPickup) {
    const parts = [text(language, 'pickup.notOffered')];
    if (facts.deliveryOptions.length > 0) {
      parts.push(text(language, 'pickup.shippingInstead', { options: deliveryList(facts, language) }));
    }
    return { text: parts.join(' '), certainty: dataCertainty.certain };
  }
  const possible = text(language, 'pickup.possible', { place: facts.placeLabel });
  // Whether the buyer's day suits is the seller's calendar, which the assistant does not know.
  return reading.mentionsTime
    ? { text: `${possible} ${text(language, 'pickup.checkTime')}`, certainty: dataCertainty.partial }
    : { text: `${possible} ${text(language, 'pickup.askTime')}`, certainty: dataCertainty.certain };
}

function shippingAnswer(facts: ListingFacts, language: Language): Draft {
  if (facts.deliveryOptions.length > 0) {
    return {
      text: text(language, 'shipping.options', { options: deliveryList(facts, language) }),
      certainty: dataCertainty.certain,
    };
  }
  const parts = [text(language, 'shipping.notOffered')];
  if (facts.offersPickup) parts.push(text(language, 'shipping.pickupInstead', { place: facts.placeLabel }));
  return { text: parts.join(' '), certainty: dataCertainty.certain };
}

function conditionAnswer(facts: ListingFacts, language: Language, reading: BuyerMessageReading): Draft {
  const summary = text(language, 'condition.summary', {
    condition: text(language, `condition.labels.${facts.condition}`),
  });
  if (!reading.asksAboutFlaws) return { text: summary, certainty: dataCertainty.certain };
  const sentence = flawSentence(facts.description);
  return sentence
    ? {
        text: `${summary} ${text(language, 'condition.fromDescription', { sentence })}`,
        certainty: 0.9,
      }
    : { text: `${summary} ${text(language, 'condition.seeDescription')}`, certainty: dataCertainty.vague };
}

function dimensionsAnswer(facts: ListingFacts, language: Language): Draft {
  if (facts.dimensions.length === 0) {
    return { text: text(language, 'dimensions.unknown'), certainty: dataCertainty.missing };
  }
  const items = facts.dimensions.map(
    (dimension) => `${dimension.label[language]} ${dimension.value[language]}`,
  );
  return {
    text: text(language, 'dimensions.list', { dimensions: listOf(items, language, 'conjunction') }),
    certainty: dataCertainty.certain,
  };
}

function priceAnswer(facts: ListingFacts, language: Language, isOffer: boolean): Draft {
  const price = formatEuro(facts.price, language);
  if (facts.priceKind === 'free') return { text: text(language, 'price.free'), certainty: 0.95 };
  if (isOffer) {
    const key = facts.priceKind === 'negotiable' ? 'price.offerNegotiable' : 'price.offerFixed';
    return { text: text(language, key, { price }), certainty: dataCertainty.offer };
  }
  return facts.priceKind === 'negotiable'
    ? { text: text(language, 'price.negotiable'), certainty: 0.95 }
    : { text: text(language, 'price.fixed', { price }), certainty: 0.95 };
}

function answerFor(
  topic: AssistantTopic,
  facts: ListingFacts,
  language: Language,
  reading: BuyerMessageReading,
): Draft {
  switch (topic) {
    case 'availability':
      return availabilityAnswer(facts, language);
    case 'pickup':
      return pickupAnswer(facts, language, reading);
    case 'shipping':
      return shippingAnswer(facts, language);
    case 'condition':
      return conditionAnswer(facts, language, reading);
    case 'dimensions':
      return dimensionsAnswer(facts, language);
    case 'price':
      return priceAnswer(facts, language, reading.escalation === 'offer');
  }
}

const roundConfidence = (value: number) => Math.round(value * 100) / 100;

/**
 * The local provider (ADR 055): reads the buyer's message, escalates what needs the seller, and
 * answers each topic from the listing's own data, in the buyer's language. With two topics or
 * more, one answer that covers all of them comes first.
 */
export function answerLocally(message: string, facts: ListingFacts): AssistantAnswer {
  const reading = readBuyerMessage(message);
  const language = reading.language ?? facts.language;
  const escalationReason = reading.escalation;
  const base = { isEscalated: escalationReason !== null, escalationReason, language, reading };
  if (escalationReason === 'complaint' || escalationReason === 'unsafe' || escalationReason === 'unclear') {
    return { ...base, suggestions: [] };
  }
  const answers = reading.topics.map(({ topic, certainty }) => {
    const draft = answerFor(topic, facts, language, reading);
    return { id: topic, topic, text: draft.text, confidence: roundConfidence(certainty * draft.certainty) };
  });
  const suggestions: AssistantSuggestion[] = [...answers].sort(
    (left, right) => right.confidence - left.confidence,
  );
  if (answers.length > 1) {
    // In the order a reply runs: is it there, how it gets to you, what it is like, what it costs.
    const inReplyOrder = [...answers].sort(
      (left, right) => assistantTopics.indexOf(left.topic) - assistantTopics.indexOf(right.topic),
    );
    suggestions.unshift({
      id: 'combined',
      topic: answers[0]!.topic,
      text: inReplyOrder.map((answer) => answer.text).join(' '),
      confidence: Math.min(...answers.map((answer) => answer.confidence)),
    });
  }
  return { ...base, suggestions };
}
