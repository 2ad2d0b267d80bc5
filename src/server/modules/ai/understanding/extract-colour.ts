import type { ColourValue } from '@shared/catalog/colours.data';
import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';

/** Colour words (folded) in de, en, fr and es, and the shared colour value they mean. */
const colourWords: Array<[words: string[], value: ColourValue]> = [
  [
    [
      'dunkelblau',
      'marineblau',
      'navy',
      'navyblau',
      'navy blue',
      'dark blue',
      'midnight blue',
      'bleu marine',
      'azul marino',
    ],
    'navy',
  ],
  [
    [
      'hellblau',
      'babyblau',
      'light blue',
      'sky blue',
      'baby blue',
      'tuerkis',
      'turquoise',
      'bleu clair',
      'azul claro',
    ],
    'light-blue',
  ],
  [['dunkelrot', 'weinrot', 'bordeaux', 'burgundy', 'maroon', 'wine red', 'bordeauxrot'], 'burgundy'],
  [
    [
      'dunkelgruen',
      'hellgruen',
      'gruen',
      'green',
      'dark green',
      'light green',
      'mint',
      'mintgruen',
      'tannengruen',
      'vert',
      'verde',
    ],
    'green',
  ],
  [['oliv', 'olivgruen', 'olive', 'khaki'], 'olive'],
  [['schwarz', 'black', 'noir', 'noire', 'negro', 'negra', 'mattschwarz', 'tiefschwarz'], 'black'],
  [
    [
      'weiss',
      'white',
      'cremeweiss',
      'reinweiss',
      'blanc',
      'blanche',
      'blanco',
      'blanca',
      'off-white',
      'off white',
    ],
    'white',
  ],
  [
    [
      'hellgrau',
      'dunkelgrau',
      'grau',
      'anthrazit',
      'grey',
      'gray',
      'light grey',
      'dark grey',
      'charcoal',
      'space grau',
      'space grey',
      'space gray',
      'gris',
    ],
    'grey',
  ],
  [['silber', 'silbern', 'silver', 'chrom', 'chrome', 'argent', 'plata', 'plateado'], 'silver'],
  [
    ['beige', 'creme', 'cremefarben', 'cream', 'sand', 'sandfarben', 'ecru', 'taupe', 'camel', 'nude'],
    'beige',
  ],
  [
    [
      'braun',
      'dunkelbraun',
      'hellbraun',
      'brown',
      'dark brown',
      'light brown',
      'chocolate',
      'marron',
      'nussbaum',
      'walnut',
    ],
    'brown',
  ],
  [['cognac', 'cognacfarben', 'tan', 'caramel', 'karamell'], 'cognac'],
  [['blau', 'blue', 'royal blue', 'royalblau', 'bleu', 'azul', 'jeansblau'], 'blue'],
  [['rot', 'red', 'knallrot', 'rouge', 'rojo', 'roja'], 'red'],
  [['rosa', 'pink', 'rose', 'rosé', 'altrosa', 'pastellrosa', 'magenta', 'fuchsia', 'rosado'], 'pink'],
  [['lila', 'violett', 'purple', 'lilac', 'lavender', 'flieder', 'aubergine', 'violet', 'morado'], 'purple'],
  [['gelb', 'yellow', 'senfgelb', 'mustard', 'senf', 'jaune', 'amarillo'], 'yellow'],
  [['orange', 'naranja', 'apricot', 'koralle', 'coral', 'terracotta'], 'orange'],
  [['gold', 'golden', 'goldfarben', 'gold-coloured', 'messing', 'brass', 'dore', 'dorado'], 'gold'],
  [
    [
      'bunt',
      'mehrfarbig',
      'multicolour',
      'multicoloured',
      'multicolor',
      'multicolored',
      'colourful',
      'colorful',
      'gemustert',
      'gebluemt',
      'floral',
      'patterned',
      'kariert',
      'gestreift',
      'striped',
    ],
    'multicolour',
  ],
];

/** German adjective endings and "-farben": "schwarze", "grünen", "cognacfarbene". */
const germanEndings = [
  '',
  'e',
  'er',
  'en',
  'es',
  'em',
  'farben',
  'farbene',
  'farbenen',
  'farbig',
  'farbige',
  'farbigen',
  'ne',
  'nen',
  'nem',
  'ner',
];

/** Words after which a colour word names something else: "Pink Floyd", "mint condition". */
const notColourAfter = new Set(['floyd', 'panther', 'label', 'bull', 'wine', 'condition', 'zustand']);

interface Pattern {
  words: string[];
  value: ColourValue;
}

const patterns: Pattern[] = colourWords
  .flatMap(([words, value]) => words.map((word) => ({ words: foldText(word).split(/\s+/), value })))
  .sort((left, right) => right.words.join(' ').length - left.words.join(' ').length);

/** Whether a folded token is the colour word with an allowed German ending. */
function matchesWord(token: string, word: string, isLast: boolean): boolean {
  if (token === word) return true;
  if (!isLast || !token.startsWith(word)) return false;
  return germanEndings.includes(token.slice(word.length));
}

/**
 * Colours mentioned in a text, first mentioned first (the first is usually the item's main
 * colour: "weiß mit grüner Ferse" is white). Stainless steel reads as silver, with less confidence.
 */
export function extractColours(text: string): Extraction<ColourValue>[] {
  const raw = text.match(/[\p{L}\p{N}]+(?:-[\p{L}]+)*/gu) ?? [];
  const tokens = raw.map((token) => foldText(token));
  const taken = new Array<boolean>(tokens.length).fill(false);
  const found: Array<Extraction<ColourValue> & { position: number }> = [];
  for (const pattern of patterns) {
    const length = pattern.words.length;
    for (let start = 0; start + length <= tokens.length; start++) {
      if (taken.slice(start, start + length).some(Boolean)) continue;
      const isMatch = pattern.words.every((word, offset) =>
        matchesWord(tokens[start + offset]!, word, offset === length - 1),
      );
      if (!isMatch || notColourAfter.has(tokens[start + length] ?? '')) continue;
      for (let offset = 0; offset < length; offset++) taken[start + offset] = true;
      found.push({
        value: pattern.value,
        confidence: 0.85,
        evidence: raw.slice(start, start + length).join(' '),
        position: start,
      });
    }
  }
  const steel = /\b(edelstahl|stainless steel|inox)/.exec(tokens.join(' '));
  if (steel) found.push({ value: 'silver', confidence: 0.5, evidence: steel[0], position: tokens.length });
  const ordered = found.sort((left, right) => left.position - right.position);
  const unique = ordered.filter(
    (entry, index) => ordered.findIndex((other) => other.value === entry.value) === index,
  );
  return unique.map(({ value, evidence, confidence }, index) => ({
    value,
    // A second colour ("grey and white") lowers the certainty about the first.
    confidence: index === 0 ? confidence - (unique.length > 1 ? 0.15 : 0) : 0.4,
    evidence,
  }));
}
