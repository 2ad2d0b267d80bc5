import { isLanguage } from '@shared/i18n/languages';
import { toEuros } from '@shared/pricing/cents';
import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';
import { replaceNumberWords } from './number-words';

export interface PriceIdea {
  euros: number;
  isNegotiable: boolean;
}

const amount = String.raw`(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:[,.](\d{1,2}))?`;
const currency = '(?:€|euro|euros|eur|bucks|quid)';
const negotiable =
  /\bvb\b|verhandlungsbasis|verhandelbar|\bono\b|o\.n\.o|or (?:best|nearest) offer|\bobo\b|negotiable|\bnegociable|a negocier/;

const amountOf = (whole: string, cents?: string) =>
  Number(whole.replace(/[.\s]/g, '')) + (cents ? toEuros(Number(cents.padEnd(2, '0'))) : 0);

/**
 * The seller's price idea: "40 Euro", "40€", "€40", "VB 40", "for 40 euros", "vierzig Euro",
 * "Preisvorstellung 650". A sentence that is only a number ("Four hundred fifty.") counts too,
 * with less confidence. Numbers that are sizes, storage or model names never do.
 */
export function extractPrice(text: string, language: string): Extraction<PriceIdea> | null {
  const withDigits = foldText(replaceNumberWords(text, isLanguage(language) ? language : 'en'));
  const isNegotiable = negotiable.test(withDigits);
  const patterns: Array<[RegExp, number]> = [
    [new RegExp(String.raw`${amount}\s*${currency}(?![a-z])`, 'g'), 0.9],
    [new RegExp(String.raw`${currency}\s*${amount}`, 'g'), 0.9],
    [
      new RegExp(
        String.raw`\b(?:vb|preis(?:vorstellung)?|festpreis|price|asking|asking price|for|fuer|prix|precio)\s*(?:ist|is|:|of)?\s*${amount}(?!\s*(?:gb|tb|cm|mm|zoll|inch|kg|jahre|years|stueck|pieces|x\b|%))`,
        'g',
      ),
      0.8,
    ],
    [new RegExp(String.raw`${amount}\s*(?:vb|ono|obo)\b`, 'g'), 0.85],
  ];
  for (const [pattern, confidence] of patterns) {
    for (const match of withDigits.matchAll(pattern)) {
      const euros = amountOf(match[1]!, match[2]);
      if (euros > 0 && euros <= 99_999)
        return { value: { euros, isNegotiable }, confidence, evidence: match[0].trim() };
    }
  }
  // A sentence that is nothing but a number, usually the last thing said.
  for (const sentence of withDigits.split(/[.!?\n]+/)) {
    const bare = new RegExp(String.raw`^\s*${amount}\s*(?:vb)?\s*$`).exec(sentence);
    if (!bare) continue;
    const euros = amountOf(bare[1]!, bare[2]);
    if (euros >= 2 && euros <= 99_999)
      return { value: { euros, isNegotiable }, confidence: 0.6, evidence: sentence.trim() };
  }
  return null;
}
