import { isLanguage } from '@shared/i18n/languages';
import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';
import { replaceNumberWords } from './number-words';

export interface QuantityIdea {
  /** How many pieces the seller named ("sechs Stühle", "200 cards", "set of four"). */
  count: number;
  /**
   * true: sold one by one at the said price each ("je 8 Euro", "5 euros each"), so the listing's
   * quantity is `count`; false: a set sold together, one listing of quantity 1.
   */
  isEach: boolean;
}

/** A price per piece ("je 8 Euro", "5 euros each") or single sale ("auch einzeln"); "je zehn Kilo" is no price. */
const eachCue =
  /\bje(?:weils)?\s+\d+(?:[.,]\d+)?\s*(?:€|euro)|(?:€|euro|euros|eur)\s*(?:each|pro stueck|das stueck|per (?:piece|item)|apiece|a piece)|\beach for \d|auch einzeln|einzeln abzugeben|einzeln zu haben|sold separately|individually/;
/** Words after a number that make it a measure, not a count of pieces. */
const measureWord =
  /^(?:x\b|mal\b|by\b|cm|mm|m\b|meter|metre|zoll|inch|"|kg|g\b|kilo|liter|litre|l\b|gb|tb|mb|mhz|ghz|hz|w\b|watt|v\b|volt|km|kilomet|ps\b|kw|ccm|cc\b|kubik|jahre|years?|monat|month|wochen|weeks|tage|days|euro|eur|€|prozent|percent|%|mah|wh|stunden|hours|minuten|gaenge|gears|tasten|keys|personen|people|seater|sitzer|burners|brenner|zu\b|to\b|bis\b|auf\b|\/|:|-|\.|,|bar\b|mp\b|megapixel|fps|mm\b|ah\b|teile|pieces?\b(?=.*puzzle))/;

/**
 * How many pieces a listing holds: "sechs Esszimmerstühle", "vier Stück", "200 Pokémon cards",
 * "set of four", "alle sieben Bände". Only counts from 2 to 999 at the head of a phrase; sizes,
 * years, prices and measures never count. Sold each ("je 8 Euro") or as a set.
 */
export function extractQuantity(text: string, language: string): Extraction<QuantityIdea> | null {
  const withDigits = foldText(replaceNumberWords(text, isLanguage(language) ? language : 'en'));
  const isEach = eachCue.test(withDigits);
  const patterns: RegExp[] = [
    /\b(?:set of|pack of|lot of|box of|collection of|sammlung (?:von|mit|aus)|satz|set aus|alle)\s+(\d{1,3})\b/,
    /\b(\d{1,3})\s*(?:stueck|stk|teile|pieces|pcs|volumes|baende|paar|pairs)\b/,
    /(?:^|[.,;:]\s*|\b(?:habe|hab|have|verkaufe|selling|biete|gibt es|sind es)\s+)(\d{1,3})\s+(?!\d)([a-z\u00c0-\u024f-]+)/g,
  ];
  for (const pattern of patterns) {
    const matches = pattern.global ? [...withDigits.matchAll(pattern)] : [pattern.exec(withDigits)];
    for (const match of matches) {
      if (!match) continue;
      const count = Number(match[1]);
      const next = match[2];
      if (next !== undefined && (measureWord.test(next) || /^\d/.test(next))) continue;
      // A year or a price is no count; nor are one item and absurd numbers.
      if (count < 2 || count > 999) continue;
      const after = withDigits.slice(match.index + match[0].length, match.index + match[0].length + 8);
      if (/^\s*(?:€|euro|eur)/.test(after)) continue;
      return { value: { count, isEach }, confidence: 0.8, evidence: match[0].trim() };
    }
  }
  return null;
}
