import { colours } from '@shared/catalog/colours.data';
import { altTextMax } from '@shared/media/media-asset.schema';
import { describe, expect, it } from 'vitest';
import type { ImageAnalysis } from '../ai-engine';
import { quotableText, writeAltText } from './alt-text-writer';
import { cocoLabelNames } from './coco-labels.data';

const analysisOf = (parts: Partial<ImageAnalysis>): ImageAnalysis => ({
  text: (parts.lines ?? []).map((line) => line.text).join('\n'),
  lines: [],
  objects: [],
  colour: { value: null, hex: '#000000' },
  nsfw: { score: 0.01, flagged: false },
  version: 1,
  ...parts,
});
const line = (text: string, confidence = 0.95) => ({ text, confidence });
/** The measured hex of a photo exactly that colour: the shared palette's own swatch. */
const hexOf = (value: string) => colours.find((colour) => colour.value === value)?.hex ?? '#000000';

describe('writeAltText', () => {
  const handbag = analysisOf({
    objects: [{ label: 'handbag', score: 0.81 }],
    colour: { value: 'black', hex: '#222222' },
    lines: [line('Marke: Nike')],
  });

  it('names the object, its colour and the label words, in German and English', () => {
    expect(writeAltText(handbag, 'de')).toBe('Schwarze Handtasche mit Etikett „Marke: Nike“');
    expect(writeAltText(handbag, 'en')).toBe('Black handbag with a label reading “Marke: Nike”');
  });

  it('declines the German colour adjective by the noun’s gender', () => {
    const withColour = (label: string, value: string) =>
      writeAltText(
        analysisOf({ objects: [{ label, score: 0.9 }], colour: { value, hex: hexOf(value) } }),
        'de',
      );
    expect(withColour('backpack', 'blue')).toBe('Blauer Rucksack');
    expect(withColour('cup', 'red')).toBe('Rote Tasse');
    expect(withColour('book', 'green')).toBe('Grünes Buch');
    expect(withColour('skis', 'white')).toBe('Weiße Ski');
    expect(withColour('laptop', 'silver')).toBe('Silberner Laptop');
    expect(withColour('vase', 'pink')).toBe('Rosafarbene Vase');
    expect(withColour('chair', 'multicolour')).toBe('Mehrfarbiger Stuhl');
  });

  it('quotes a book title as a title', () => {
    const book = analysisOf({
      objects: [{ label: 'book', score: 0.7 }],
      colour: { value: 'beige', hex: '#d9c4a0' },
      lines: [line('Die Stille'), line('der Berge'), line('Anna Berger')],
    });
    expect(writeAltText(book, 'de')).toBe(
      'Beigefarbenes Buch mit dem Titel „Die Stille der Berge, Anna Berger“',
    );
    expect(writeAltText(book, 'en')).toBe('Beige book titled “Die Stille der Berge, Anna Berger”');
  });

  it('gives people and animals no colour, and prefers the item over the person modelling it', () => {
    const colour = { value: 'black', hex: '#111111' };
    expect(writeAltText(analysisOf({ objects: [{ label: 'person', score: 0.9 }], colour }), 'en')).toBe(
      'Person',
    );
    expect(writeAltText(analysisOf({ objects: [{ label: 'dog', score: 0.8 }], colour }), 'de')).toBe('Hund');
    const modelled = analysisOf({
      objects: [
        { label: 'person', score: 0.92 },
        { label: 'backpack', score: 0.66 },
      ],
      colour,
    });
    expect(writeAltText(modelled, 'de')).toBe('Schwarzer Rucksack');
  });

  it('quotes the text alone when no object is reliable', () => {
    const tag = analysisOf({ objects: [{ label: 'clock', score: 0.42 }], lines: [line('EU 42')] });
    expect(writeAltText(tag, 'de')).toBe('Aufschrift „EU 42“');
    expect(writeAltText(tag, 'en')).toBe('Text reading “EU 42”');
  });

  it('is empty when nothing reliable was found', () => {
    expect(writeAltText(analysisOf({}), 'de')).toBe('');
    const weak = analysisOf({
      objects: [{ label: 'umbrella', score: 0.3 }],
      colour: { value: 'red', hex: '#cc3640' },
      lines: [line('A Le AO a', 0.5), line('11 12 1', 0.87)],
    });
    expect(writeAltText(weak, 'en')).toBe('');
  });

  it('stays within the alt text limit with long label text', () => {
    const long = analysisOf({
      objects: [{ label: 'suitcase', score: 0.9 }],
      colour: { value: 'navy', hex: '#22325c' },
      lines: Array.from({ length: 12 }, (_, index) =>
        line(`Pflegehinweis Nummer ${index + 1} bitte beachten`),
      ),
    });
    const text = writeAltText(long, 'en');
    expect(text.length).toBeLessThanOrEqual(altTextMax);
    expect(
      text.startsWith('Dark blue suitcase with a label reading “Pflegehinweis Nummer 1 bitte beachten, '),
    ).toBe(true);
    expect(text.endsWith('beachten”')).toBe(true);
  });

  it('has a German and an English name for all 80 COCO classes', () => {
    expect(Object.keys(cocoLabelNames)).toHaveLength(80);
    for (const name of Object.values(cocoLabelNames)) {
      expect(name.en).not.toBe('');
      expect(name.de.charAt(0)).toBe(name.de.charAt(0).toLocaleUpperCase('de'));
    }
  });
});

describe('quotableText', () => {
  it('keeps confident lines with real words and drops OCR noise', () => {
    const analysis = analysisOf({
      lines: [
        line('Marke: Nike'),
        line('9 lL 3', 0.76),
        line('100% Baumwolle', 0.9),
        line('Waschen 30', 0.6),
      ],
    });
    expect(quotableText(analysis)).toBe('Marke: Nike, 100% Baumwolle');
  });

  it('cuts a single overlong line at a word, with an ellipsis', () => {
    const text = quotableText(analysisOf({ lines: [line(`${'Baumwolle '.repeat(30)}`.trim())] }));
    expect(text.length).toBeLessThanOrEqual(151);
    expect(text.endsWith('Baumwolle…')).toBe(true);
  });
});
