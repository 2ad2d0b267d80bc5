import type { Language } from '@shared/i18n/languages';
import { altTextMax } from '@shared/media/media-asset.schema';
import type { ImageAnalysis } from '../ai-engine';
import { type CocoLabelName, cocoLabelNames, colourAdjectives, type GermanGender } from './coco-labels.data';
import { isReliableColour } from './dominant-colour';

/** Below this the detector guesses; an alt text should not. */
export const altTextObjectScoreMin = 0.45;
/** OCR lines quoted in an alt text must be this sure (the analysis keeps weaker ones). */
export const altTextLineConfidenceMin = 0.75;
/** Room left for the quoted words inside the 250 characters. */
const quotedTextMax = 150;

// Nominative without article (strong declension): "schwarzer Rucksack", "schwarze Tasche", "schwarzes Buch".
const germanEndings: Record<GermanGender, string> = {
  masculine: 'er',
  feminine: 'e',
  neuter: 'es',
  plural: 'e',
};

/**
 * A short alt text from what the models found: the main object, its colour and the words on it.
 * "Schwarze Handtasche mit Etikett „Marke: Nike“" / "Black handbag with a label reading “Marke: Nike”".
 * '' when nothing reliable was found (the seller then writes their own).
 */
export function writeAltText(analysis: ImageAnalysis, language: Language): string {
  const subject = mainObject(analysis);
  const quoted = quotableText(analysis);
  if (!subject && !quoted) return '';

  // Colour only when the measurement is clear: a wrong colour name misleads a blind buyer.
  const colour =
    subject?.takesColour && analysis.colour.value && isReliableColour(analysis.colour)
      ? colourAdjectives[analysis.colour.value]
      : undefined;
  let text: string;
  if (language === 'de') {
    const noun = subject
      ? colour
        ? `${colour.de}${germanEndings[subject.gender]} ${subject.de}`
        : subject.de
      : '';
    const words = quoted ? `„${quoted}“` : '';
    if (!subject) text = `Aufschrift ${words}`;
    else if (!quoted) text = noun;
    else
      text =
        subject === cocoLabelNames.book ? `${noun} mit dem Titel ${words}` : `${noun} mit Etikett ${words}`;
  } else {
    const noun = subject ? (colour ? `${colour.en} ${subject.en}` : subject.en) : '';
    const words = quoted ? `“${quoted}”` : '';
    if (!subject) text = `Text reading ${words}`;
    else if (!quoted) text = noun;
    else
      text =
        subject === cocoLabelNames.book ? `${noun} titled ${words}` : `${noun} with a label reading ${words}`;
  }
  return capitalise(text).slice(0, altTextMax);
}

/** The best object worth naming; people only when nothing else was found (they model the item). */
function mainObject(analysis: ImageAnalysis): CocoLabelName | undefined {
  const reliable = analysis.objects
    .filter((object) => object.score >= altTextObjectScoreMin && cocoLabelNames[object.label])
    .sort((left, right) => right.score - left.score);
  const item = reliable.find((object) => object.label !== 'person') ?? reliable[0];
  return item ? cocoLabelNames[item.label] : undefined;
}

// A word as print has it ("Nike", "Baumwolle", "EU"), not OCR's reading of a texture ("lL", "a").
const wordPattern = /^(\p{Lu}\p{Ll}+|\p{Ll}{2,}|\p{Lu}{2,})$/u;

/** Confident lines with at least one real word, joined, at most ~150 characters. */
export function quotableText(analysis: ImageAnalysis): string {
  const lines = analysis.lines
    .filter((line) => line.confidence >= altTextLineConfidenceMin)
    .map((line) =>
      line.text
        .replace(/[„“”"]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.split(' ').some((token) => wordPattern.test(token.replace(/[^\p{L}]/gu, ''))));
  // A line starting in lower case continues the one before ("Die Stille" / "der Berge").
  const phrases: string[] = [];
  for (const line of lines) {
    const previous = phrases.length - 1;
    if (previous >= 0 && /^\p{Ll}/u.test(line)) phrases[previous] = `${phrases[previous]} ${line}`;
    else phrases.push(line);
  }
  let quoted = '';
  for (const line of phrases) {
    const next = quoted ? `${quoted}, ${line}` : line;
    if (next.length <= quotedTextMax) quoted = next;
    else if (!quoted) {
      const wordEnd = line.lastIndexOf(' ', quotedTextMax - 1);
      quoted = `${line.slice(0, wordEnd > 0 ? wordEnd : quotedTextMax - 1).trim()}…`;
    } else break;
  }
  return quoted;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
