/**
 * Spec §5 "no contact details or phone numbers in description". Sellers hide numbers to move the
 * deal off the platform ("0 1 7 6 …", "null eins sieben …", "name at web dot de", "schreib mir
 * per WA"), so the text is normalised before looking; prices, sizes, years and model numbers
 * ("iPhone 13 128 GB", "Größe 38") must stay untouched.
 */

export type ContactFinding = 'phone_number' | 'email' | 'messenger';

const digitWords: Record<string, string> = {
  null: '0',
  zero: '0',
  eins: '1',
  one: '1',
  zwei: '2',
  zwo: '2',
  two: '2',
  drei: '3',
  three: '3',
  vier: '4',
  four: '4',
  fünf: '5',
  fuenf: '5',
  funf: '5',
  five: '5',
  sechs: '6',
  six: '6',
  sieben: '7',
  seven: '7',
  acht: '8',
  eight: '8',
  neun: '9',
  nine: '9',
};
const digitWordPattern = new RegExp(`(?<![\\p{L}])(${Object.keys(digitWords).join('|')})(?![\\p{L}])`, 'giu');

/** Dates ("01.02.2023") would read as eight digits starting with 0. */
const datePattern = /\b\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\b/g;
/** Digits joined by the separators people put into phone numbers; letters and commas break a run. */
const digitRunPattern = /\+?\d(?:[\s.\-/()]{0,3}\d)+/g;
const phoneMinDigits = 7;

/** Digit words become digits, so "null eins sieben sechs" and "0176" look the same. */
export function normaliseDigits(text: string): string {
  return text
    .replace(datePattern, ' ')
    .replace(digitWordPattern, (word) => digitWords[word.toLowerCase()] ?? word);
}

/**
 * A run of at least seven digits that starts like a German or international number: 0…, +…,
 * 0049… or 49… (then at least eleven digits). Sizes lists or serial numbers rarely start that way.
 */
export function containsPhoneNumber(text: string): boolean {
  for (const match of normaliseDigits(text).matchAll(digitRunPattern)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '');
    if (digits.length < phoneMinDigits) continue;
    if (run.startsWith('+') || digits.startsWith('0')) return true;
    if (digits.startsWith('49') && digits.length >= 11) return true;
  }
  return false;
}

const topLevelDomains = 'de|com|net|org|eu|info|at|ch|io|me|biz|co|uk|nl|fr|it|es|pl';
const plainEmailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/** "name at domain dot de", "name(at)domain.de", "name [at] gmx punkt net", "name ät web.de". */
const spelledEmailPattern = new RegExp(
  String.raw`[\p{L}\p{N}._-]{2,}\s*(?:@|[(\[{]\s*(?:at|ät|et)\s*[)\]}]|\s(?:at|ät)\s|ät)\s*` +
    String.raw`[\p{L}\p{N}-]{2,}\s*(?:\.|[(\[{]\s*(?:dot|punkt)\s*[)\]}]|\s(?:dot|punkt)\s)\s*(?:${topLevelDomains})(?![\p{L}])`,
  'iu',
);

export function containsEmailAddress(text: string): boolean {
  return plainEmailPattern.test(text) || spelledEmailPattern.test(text);
}

const messengers = String.raw`whats\s?app|wa|w\.\s?a\.?|telegram|signal|threema|insta(?:gram)?|snapchat`;
/** "per WhatsApp", "über Telegram", "via Signal", "on WA": a hand-off even without a verb. */
const handOffPrefixPattern = new RegExp(
  String.raw`(?<![\p{L}])(?:per|über|ueber|via|auf|on|bei|over)\s+(?:${messengers})(?![\p{L}])`,
  'iu',
);
const messengerPattern = new RegExp(String.raw`(?<![\p{L}])(?:${messengers})(?![\p{L}])`, 'giu');
/** Words that ask the buyer to get in touch, in German and English. */
const contactIntentPattern =
  /(?<![\p{L}])(schreib(?:e|t|en|st)?|meld(?:e|et|en|est)?|kontakt(?:ier\p{L}*)?|erreich(?:bar|st|en)?|nachricht(?:en)?|anruf(?:en)?|ruf|nummer|add|contact|message|text|write|reach|call|ping|dm|number)(?![\p{L}])/iu;
const intentWindow = 40;

export function containsMessengerHandOff(text: string): boolean {
  if (handOffPrefixPattern.test(text)) return true;
  for (const match of text.matchAll(messengerPattern)) {
    const start = match.index ?? 0;
    const around = text.slice(Math.max(0, start - intentWindow), start + match[0].length + intentWindow);
    if (contactIntentPattern.test(around)) return true;
  }
  return false;
}

/** Every kind of contact detail found, at most once each. */
export function findContactDetails(text: string): ContactFinding[] {
  const findings: ContactFinding[] = [];
  if (containsPhoneNumber(text)) findings.push('phone_number');
  if (containsEmailAddress(text)) findings.push('email');
  if (containsMessengerHandOff(text)) findings.push('messenger');
  return findings;
}
