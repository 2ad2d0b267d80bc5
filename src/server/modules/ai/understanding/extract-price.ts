import { isLanguage } from '@shared/i18n/languages';
import type { PriceKind } from '@shared/listings/price-kind';
import { toEuros } from '@shared/pricing/cents';
import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';
import { replaceNumberWords } from './number-words';

export interface PriceIdea {
  /** 0 for a give-away. */
  euros: number;
  isNegotiable: boolean;
  /** What the seller said about the price: VB, Festpreis, zu verschenken; null when nothing. */
  kind: PriceKind | null;
}

/**
 * Thousands grouped by "." (German), "," (English), a space or an apostrophe, then optional cents:
 * "2.200", "2,200", "1 250", "1.250,50", "2,200.50", "40", "12,50". A group of three digits after
 * the separator makes it a thousands separator; one or two digits are cents.
 */
const amount = String.raw`(\d{1,3}(?:[.,\s'’]\d{3})+(?!\d)|\d+)(?:[,.](\d{1,2}))?(?!\d)`;
const currency = '(?:€|euro|euros|eur|bucks|quid|tacken|oecken)';
const negotiable =
  /\bvb\b|verhandlungsbasis|verhandelbar|\bono\b|o\.n\.o|or (?:best|nearest) offer|\bobo\b|negotiable|\bnegociable|a negocier|preis ist verhandelbar|open to offers|make me an offer/;
const fixed =
  /festpreis|fest ?preis|preis ist fest|keine verhandlung|nicht verhandelbar|fixed price|price is firm|\bfirm\b|non-negotiable|not negotiable|no offers/;
/** A give-away; "scratch free", "smoke free home", "free shipping" are not. */
const free =
  /zu verschenken|verschenke|verschenken|umsonst|gratis|kostenlos abzugeben|kostenlos gegen|for free|free to (?:a good home|collect|take|whoever)|giving (?:it |them )?away|give away|giveaway|(?:^|[,.;:!]\s*)free\b(?!\s+(?:shipping|delivery|postage|of|from|and))/;

/** Amounts that are not the asking price: what it cost new ("NP 2.000", "hat neu 2.000 Euro gekostet"). */
const originalPriceCue =
  /\b(?:np|neupreis|neu(?:preis)? (?:war|lag)|uvp|rrp|cost|costs|paid|bezahlt|gekostet|kostete|new price|retail)\b/;
const originalPriceAfter = /^\s*(?:neu\s+)?(?:gekostet|bezahlt|new|when new|neu\b)/;

/** "2 Euro Münzen", "für 2-Euro-Münzen", "50-Euro-Schein" name a coin or a note, not the price. */
const notACoin = String.raw`(?![\s-]*(?:${currency}|cent)?[\s-]*(?:muenz|coin|schein|notes?\b))`;

const amountOf = (whole: string, cents?: string) =>
  Number(whole.replace(/[.,\s'’]/g, '')) + (cents ? toEuros(Number(cents.padEnd(2, '0'))) : 0);

/** Whether the amount at `index` is the price paid new rather than the asking price. */
function isOriginalPrice(text: string, index: number, length: number): boolean {
  // Only the clause the amount stands in: "neu 2.000 gekostet, jetzt 400" keeps the 400.
  const before =
    text
      .slice(Math.max(0, index - 28), index)
      .split(/[,;]|\.(?!\d)/)
      .pop() ?? '';
  const after = text.slice(index + length, index + length + 24);
  return originalPriceCue.test(before) || originalPriceAfter.test(after);
}

function kindOf(text: string): PriceKind | null {
  if (free.test(text)) return 'free';
  if (negotiable.test(text)) return 'negotiable';
  if (fixed.test(text)) return 'fixed';
  return null;
}

/**
 * The seller's price idea: "40 Euro", "40€", "€40", "VB 40", "for 40 euros", "vierzig Euro",
 * "Preisvorstellung 650", "2.200 Euro VB", "2,200 euros", "zweitausend Euro", and a give-away
 * ("zu verschenken", "free to a good home") as 0. A sentence that is only a number ("Four hundred
 * fifty.") counts too, with less confidence. Numbers that are sizes, storage, model names or the
 * price paid new never do.
 */
export function extractPrice(text: string, language: string): Extraction<PriceIdea> | null {
  const withDigits = foldText(replaceNumberWords(text, isLanguage(language) ? language : 'en'));
  const kind = kindOf(withDigits);
  const isNegotiable = kind === 'negotiable';
  const idea = (euros: number) => ({ euros, isNegotiable, kind });
  if (kind === 'free') {
    const evidence = free.exec(withDigits)![0];
    return { value: idea(0), confidence: 0.9, evidence };
  }
  const patterns: Array<[RegExp, number]> = [
    [new RegExp(String.raw`${amount}\s*${currency}(?![a-z])${notACoin}`, 'g'), 0.9],
    [new RegExp(String.raw`${currency}\s*${amount}`, 'g'), 0.9],
    [
      new RegExp(
        String.raw`\b(?:vb|preis(?:vorstellung)?|festpreis|price|asking|asking price|for|fuer|selling for|prix|precio)\s*(?:ist|is|:|of)?\s*${amount}(?!\s*(?:gb|tb|cm|mm|zoll|inch|kg|km|jahre|years|stueck|pieces|personen|person|people|leute|kinder|x\b|%))${notACoin}`,
        'g',
      ),
      0.8,
    ],
    [new RegExp(String.raw`${amount}\s*(?:vb|ono|obo)\b`, 'g'), 0.85],
  ];
  for (const [pattern, confidence] of patterns) {
    for (const match of withDigits.matchAll(pattern)) {
      if (isOriginalPrice(withDigits, match.index, match[0].length)) continue;
      const euros = amountOf(match[1]!, match[2]);
      if (euros > 0 && euros <= 999_999) return { value: idea(euros), confidence, evidence: match[0].trim() };
    }
  }
  // A sentence that is nothing but a number, usually the last thing said.
  for (const sentence of withDigits.split(/(?<!\d)[.!?\n]+|[.!?\n]+(?!\d)/)) {
    const bare = new RegExp(String.raw`^\s*${amount}\s*(?:vb)?\s*$`).exec(sentence);
    if (!bare) continue;
    const euros = amountOf(bare[1]!, bare[2]);
    if (euros >= 2 && euros <= 999_999)
      return { value: idea(euros), confidence: 0.6, evidence: sentence.trim() };
  }
  return null;
}
