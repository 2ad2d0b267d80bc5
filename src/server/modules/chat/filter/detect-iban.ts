import { type Detection, detectionAt } from './detection';
import type { NormalisedText } from './normalise-text';

/**
 * IBANs, spaced or not ("DE89 3704 0044 0532 0130 00"), validated by their ISO 13616 check digits
 * (mod 97), so an order number that happens to start with two letters is not one. A valid IBAN in
 * a chat asks for a bank transfer outside the checkout: high.
 */
const ibanLengths: Record<string, number> = {
  de: 22,
  at: 20,
  ch: 21,
  li: 21,
  nl: 18,
  be: 16,
  lu: 20,
  fr: 27,
  es: 24,
  it: 27,
  pt: 25,
  pl: 28,
  cz: 24,
  sk: 24,
  hu: 28,
  dk: 18,
  se: 24,
  fi: 18,
  no: 15,
  ie: 22,
  gb: 22,
  lt: 20,
  lv: 21,
  ee: 20,
  si: 19,
  hr: 21,
  ro: 24,
  bg: 22,
  gr: 27,
  cy: 28,
  mt: 31,
  tr: 26,
  mc: 27,
};

/** Two letters, two digits, then groups of letters and digits separated by single spaces or dashes. */
const candidatePattern = /(?<![\p{L}\p{N}])([a-z]{2})\s?(\d{2})((?:[\s-]?[a-z0-9]){10,32})/gu;

export function detectIban(text: NormalisedText): Detection[] {
  const view = text.digits;
  const detections: Detection[] = [];
  for (const match of view.text.matchAll(candidatePattern)) {
    const country = match[1] ?? '';
    const length = ibanLengths[country];
    if (length === undefined) continue;
    const start = match.index ?? 0;
    // Walk the candidate until the country's length is reached, so trailing words are not counted.
    let compact = `${country}${match[2] ?? ''}`;
    let end = start + (match[0].length - (match[3] ?? '').length);
    for (const character of match[3] ?? '') {
      if (compact.length === length) break;
      end += 1;
      if (/[a-z0-9]/.test(character)) compact += character;
    }
    if (compact.length !== length || !hasValidCheckDigits(compact)) continue;
    detections.push(detectionAt(view, start, end, 'iban', 'high'));
  }
  return detections;
}

export function hasValidCheckDigits(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.toUpperCase();
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
