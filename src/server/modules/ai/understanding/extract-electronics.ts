import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';
import { replaceNumberWords } from './number-words';

/** Product lines sellers name with a model number; matched on the original text, case-insensitive. */
const modelPatterns: RegExp[] = [
  /\biPhone\s?(?:\d{1,2}(?:\s?(?:Pro\s?Max|Pro|Max|mini|Plus))?|SE(?:\s?\(?20\d\d\)?)?|X[RS]?(?:\s?Max)?)/i,
  /\biPad(?:\s?(?:Pro|Air|mini))?(?:\s?\d{1,2}(?:[.,]\d)?(?:\s?(?:Zoll|inch|"))?)?(?:\s?\(?\d{1,2}\.?\s?(?:Generation|Gen|th generation)\)?)?/i,
  /\bMacBook\s?(?:Air|Pro)?(?:\s?\d{2}(?:\s?(?:Zoll|inch|"))?)?(?:\s?M\d(?:\s?(?:Pro|Max))?)?/i,
  /\bApple Watch(?:\s?(?:Series\s?\d+|SE|Ultra(?:\s?\d)?))?/i,
  /\bAirPods(?:\s?(?:Pro|Max))?(?:\s?\d)?/i,
  /\bGalaxy\s?(?:Tab\s?)?[ASZMN]\d{1,2}(?:\s?(?:Ultra|FE|Lite|\+|Plus))?/i,
  /\bPixel\s?\d{1,2}a?(?:\s?Pro)?/i,
  /\bThinkPad\s?[A-Z]\d{1,4}[a-z]?(?:\s?Carbon)?|\bThinkPad\s?X1\s?Carbon/i,
  /\bXPS\s?\d{2}(?:\s?\d{4})?/i,
  /\bPlayStation\s?\d(?:\s?(?:Slim|Pro|Digital(?: Edition)?|Disc(?: Edition)?))?|\bPS[2-5](?:\s?(?:Slim|Pro))?/i,
  /\bXbox\s?(?:Series\s?[XS]|One(?:\s?[XS])?|360)/i,
  /\b(?:Nintendo\s)?Switch\s?(?:OLED|Lite)/i,
  /\bEOS\s?(?:R\d*|\d{1,4}D)/i,
  /\bX-?T\d{1,2}|\bX100[A-Z]?/i,
  /\bWH-?1000XM\d|\bWF-?1000XM\d/i,
  /\bQuietComfort\s?\d{2}|\bQC\s?\d{2}/i,
  /\bKindle(?:\s?(?:Paperwhite|Oasis|Scribe))?/i,
  /\bGalaxy Watch\s?\d/i,
  /\bForerunner\s?\d{2,3}|\bFenix\s?\d/i,
  /\bRoomba\s?\w?\d{2,3}/i,
  /\bStratocaster|\bTelecaster|\bLes Paul/i,
];

/** Letters and digits mixed, like "A-S501", "GW2480", "27GL850", "RB3025", "T480". */
const genericModel =
  /(?<![\p{L}\d-])(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z]{1,3}(?:-[A-Z]{1,3})?-?\d{2,5}[A-Z]{0,3}\d?(?![\p{L}\d-])|(?<![\p{L}\d-])\d{2,3}[A-Z]{2,4}\d{2,4}[A-Z]{0,3}(?![\p{L}\d-])/gu;
/** Units and sizes that look like model numbers but are not. */
const notModel =
  /^(?:\d+(?:GB|TB|MB|MM|CM|KG|W|V|WH|MAH|HZ|K|P|G)|[WL]\d{2}|M\d|USB\d?|H0|R\d{2}|EU\d{2}|MK\d|MX\d)$/i;

export function extractModel(text: string): Extraction<string> | null {
  for (const pattern of modelPatterns) {
    const match = pattern.exec(text);
    if (match)
      return { value: match[0].trim().replace(/\s+/g, ' '), confidence: 0.85, evidence: match[0].trim() };
  }
  for (const match of text.matchAll(genericModel)) {
    if (notModel.test(match[0])) continue;
    return { value: match[0], confidence: 0.55, evidence: match[0] };
  }
  return null;
}

export interface MemorySpec {
  storageGb?: Extraction<string>;
  ramGb?: Extraction<string>;
  screenSizeInch?: Extraction<number>;
}

const ramValues = ['4', '8', '16', '32', '64'];
const storageValues = ['32', '64', '128', '256', '512', '1024', '2048'];

/** Storage, RAM and screen size: "128 GB", "16 GB RAM", "512er SSD", "1 TB", "27 Zoll". */
export function extractMemory(text: string, language: string): MemorySpec {
  const folded = foldText(replaceNumberWords(text, language));
  const spec: MemorySpec = {};
  const amounts = [
    ...folded.matchAll(
      /(\d{1,4})\s*(?:er\s*)?(gb|gig|gigs|gigabyte|tb|terabyte)?\s*(ram|arbeitsspeicher|speicher|ssd|hdd|storage|festplatte|memory)?\b/g,
    ),
  ]
    .filter((match) => match[2] || match[3] === 'ssd' || match[3] === 'ram')
    .map((match) => {
      const isTerabyte = match[2]?.startsWith('t') || match[2] === 'terabyte';
      return {
        gigabytes: Number(match[1]) * (isTerabyte ? 1024 : 1),
        word: match[3] ?? '',
        evidence: match[0].trim(),
      };
    });
  for (const entry of amounts) {
    const value = String(entry.gigabytes);
    const isRam =
      /ram|arbeitsspeicher|memory/.test(entry.word) ||
      (!entry.word && ramValues.includes(value) && amounts.some((other) => other.gigabytes >= 128));
    if (isRam && ramValues.includes(value) && !spec.ramGb)
      spec.ramGb = { value, confidence: 0.85, evidence: entry.evidence };
    else if (!isRam && storageValues.includes(value) && !spec.storageGb)
      spec.storageGb = { value, confidence: 0.85, evidence: entry.evidence };
  }
  const screen = /(\d{2}(?:[.,]\d)?)\s*(?:zoll|inch|inches|''|"|″)/.exec(folded);
  if (screen) {
    const inches = Number(screen[1]!.replace(',', '.'));
    if (inches >= 5 && inches <= 100)
      spec.screenSizeInch = { value: inches, confidence: 0.8, evidence: screen[0] };
  }
  return spec;
}
