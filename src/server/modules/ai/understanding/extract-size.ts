import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';

const letterSizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const wordSizes: Record<string, string> = {
  small: 'S',
  medium: 'M',
  large: 'L',
  'extra large': 'XL',
  'extra small': 'XS',
  klein: 'S',
  mittel: 'M',
  gross: 'L',
};

/** "Größe", "Gr.", "size", "taille", "talla", "EU", "Konfektionsgröße": a size follows. */
const cue = String.raw`(?:konfektionsgroesse|schuhgroesse|groesse|gr\.?|size|sz|taille|talla|eu|eur|uk|us|men'?s eu|women'?s eu)`;

export interface SizeCandidate extends Extraction<string> {
  /** W32 L32 style jeans sizes, kept as the size note. */
  note?: string;
}

/**
 * Size candidates in a text, best first: letter sizes (S..XXL) and numbers after a size word
 * ("Größe 38", "size 116", "EU 44"), letter sizes alone when unmistakable ("XL"). The caller keeps
 * the first one the category's size set allows.
 */
export function extractSizes(text: string): SizeCandidate[] {
  const folded = foldText(text);
  const candidates: Array<SizeCandidate & { position: number }> = [];
  const push = (value: string, confidence: number, evidence: string, position: number, note?: string) => {
    if (!candidates.some((candidate) => candidate.value === value))
      candidates.push({ value, confidence, evidence, position, ...(note ? { note } : {}) });
  };
  const cued = new RegExp(String.raw`\b${cue}\s*[:.]?\s*(xxxl|xxl|xl|xs|xxs|[sml]|\d{2,3}(?:[.,]5)?)\b`, 'g');
  for (const match of folded.matchAll(cued)) {
    const value = /\d/.test(match[1]!) ? match[1]!.replace(',', '.') : match[1]!.toUpperCase();
    push(value, 0.9, match[0], match.index);
  }
  const spelled = /\b(?:size|groesse)\s+(extra large|extra small|small|medium|large)\b/g;
  for (const match of folded.matchAll(spelled)) push(wordSizes[match[1]!]!, 0.8, match[0], match.index);
  // "in M", "in XL": a letter size after "in" is a size; a bare S/M/L elsewhere is too ambiguous.
  for (const match of folded.matchAll(/\bin\s+(xxl|xl|xs|[sml])\b(?![-'])/g))
    push(match[1]!.toUpperCase(), 0.7, match[0], match.index);
  for (const match of text.matchAll(/(?<![\p{L}\d-])(XXS|XS|XXL|XXXL|XL)(?![\p{L}\d-])/gu))
    push(match[1]!, 0.75, match[0], match.index);
  const jeans = /\bw\s?(\d{2})\s*[/ ]?\s*l\s?(\d{2})\b/.exec(folded);
  if (jeans) push(`W${jeans[1]}`, 0.5, jeans[0], jeans.index, `W${jeans[1]} L${jeans[2]}`);
  return candidates
    .sort((left, right) => right.confidence - left.confidence || left.position - right.position)
    .map(({ position: _position, ...candidate }) => candidate);
}

/** The first candidate the category's size options allow. */
export function pickSize<T extends SizeCandidate>(
  candidates: readonly T[],
  allowed: readonly string[],
): T | undefined {
  return candidates.find((candidate) => allowed.includes(candidate.value));
}

export const isLetterSize = (value: string) => letterSizes.includes(value);
