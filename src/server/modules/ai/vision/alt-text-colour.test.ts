import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageAnalysis } from '../ai-engine';
import { writeAltText } from './alt-text-writer';
import { colourSampleSize, findDominantColour, isReliableColour } from './dominant-colour';
import { drawMug, drawRedProduct } from './fixtures/vision-fixtures';

// The colour half of the alt text (issue 15 item 6): the colour is named correctly or not at all.
// The object is given, so the slow detector is not run; the colour is measured on the fixture
// photos the way the analyser does (a 96 px thumbnail).

const analysisOf = (parts: Partial<ImageAnalysis>): ImageAnalysis => ({
  text: '',
  lines: [],
  objects: [],
  colour: { value: null, hex: '#000000' },
  nsfw: { score: 0.01, flagged: false },
  version: 1,
  ...parts,
});

async function measure(photo: Buffer): Promise<ImageAnalysis['colour']> {
  const { data, info } = await sharp(photo)
    .removeAlpha()
    .toColourspace('srgb')
    .resize({ width: colourSampleSize, height: colourSampleSize, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return findDominantColour({ data: new Uint8Array(data), width: info.width, height: info.height });
}

describe('alt text colour', () => {
  it('names the measured colour of the fixture mug and product, with the object, in both languages', async () => {
    const mug = await measure(await drawMug());
    expect(mug.value).toBe('red');
    expect(isReliableColour(mug)).toBe(true);
    const cup = analysisOf({ objects: [{ label: 'cup', score: 0.8 }], colour: mug });
    expect(writeAltText(cup, 'de')).toBe('Rote Tasse');
    expect(writeAltText(cup, 'en')).toBe('Red cup');

    const product = await measure(await drawRedProduct());
    expect(product.share).toBeGreaterThanOrEqual(0.35);
    expect(isReliableColour(product)).toBe(true);
  });

  it('leaves the colour out when the name does not match what was measured', () => {
    // A grey measurement labelled red (a stale or wrong value) is not called red.
    const cup = analysisOf({
      objects: [{ label: 'cup', score: 0.8 }],
      colour: { value: 'red', hex: '#7d7d80' },
    });
    expect(writeAltText(cup, 'de')).toBe('Tasse');
    expect(writeAltText(cup, 'en')).toBe('Cup');
  });

  it('leaves the colour out between two names (grey or silver?) and for a greyish "brown"', () => {
    const between = { value: 'silver', hex: '#a7abb2' };
    expect(isReliableColour(between)).toBe(false);
    expect(
      writeAltText(analysisOf({ objects: [{ label: 'laptop', score: 0.9 }], colour: between }), 'en'),
    ).toBe('Laptop');
    expect(isReliableColour({ value: 'brown', hex: '#6a6460' })).toBe(false);
    // The palette swatches themselves are clear.
    expect(isReliableColour({ value: 'silver', hex: '#c3c7cc' })).toBe(true);
    expect(isReliableColour({ value: 'brown', hex: '#7b4f2e' })).toBe(true);
  });

  it('leaves the colour out when it covers too little of the photo', () => {
    const objects = [{ label: 'backpack', score: 0.8 }];
    const thin = analysisOf({ objects, colour: { value: 'blue', hex: '#3271cf', share: 0.2 } });
    const full = analysisOf({ objects, colour: { value: 'blue', hex: '#3271cf', share: 0.6 } });
    expect(writeAltText(thin, 'de')).toBe('Rucksack');
    expect(writeAltText(full, 'de')).toBe('Blauer Rucksack');
    expect(writeAltText(full, 'en')).toBe('Blue backpack');
  });

  it('names no colour without a reliable object, and no object colour on a text-only photo', () => {
    const colour = { value: 'black', hex: '#25272c', share: 0.9 };
    expect(writeAltText(analysisOf({ objects: [{ label: 'cup', score: 0.3 }], colour }), 'en')).toBe('');
    expect(
      writeAltText(analysisOf({ lines: [{ text: 'Marke: Nike', confidence: 0.9 }], colour }), 'en'),
    ).toBe('Text reading “Marke: Nike”');
  });
});
