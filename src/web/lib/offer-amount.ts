import { offerMaxAmount } from '@shared/chat/chat-constants';
import { ApiError } from './api-client/api-error';
import type { Language } from './i18n';
import { parsePriceText } from './price-text';

/** Why a typed offer amount cannot be sent; the key under `offers:amountErrors`. */
export type OfferAmountProblem = 'required' | 'invalid' | 'tooHigh' | 'aboveAsking';

export type CheckedOfferAmount =
  | { kind: 'valid'; amount: number }
  | { kind: 'problem'; problem: OfferAmountProblem };

/**
 * An offer amount typed the local way ("120,50" in German, "120.50" in English), checked as the
 * contract checks it (above 0, at most two decimals, at most `offerMaxAmount`), and, for a buyer's
 * offer, not above the asking price: the server says OFFER_TOO_HIGH there, the form says it first.
 */
export function checkOfferAmount(
  text: string,
  language: Language,
  options: { askingPrice?: number } = {},
): CheckedOfferAmount {
  const parsed = parsePriceText(text, language);
  if (parsed.kind === 'empty') return { kind: 'problem', problem: 'required' };
  if (parsed.kind === 'invalid' || parsed.value <= 0) return { kind: 'problem', problem: 'invalid' };
  if (parsed.value > offerMaxAmount) return { kind: 'problem', problem: 'tooHigh' };
  if (options.askingPrice !== undefined && options.askingPrice > 0 && parsed.value > options.askingPrice) {
    return { kind: 'problem', problem: 'aboveAsking' };
  }
  return { kind: 'valid', amount: parsed.value };
}

/**
 * Whether the server refused the offer's note (VALIDATION_FAILED at `body.message`): the chat filter
 * would hold it for contact or payment details, so the form says so beside the note and keeps it.
 */
export function isOfferNoteRefused(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return false;
  const issues = (error.details as { issues?: { path?: unknown }[] } | undefined)?.issues ?? [];
  return issues.some((issue) => {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
    return path === 'body.message';
  });
}
