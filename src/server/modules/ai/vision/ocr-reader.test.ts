import { describe, expect, it } from 'vitest';
import { drawClothingLabel } from './fixtures/vision-fixtures';
import { createOcrReader, isReadableLine } from './ocr-reader';

describe('isReadableLine', () => {
  it('keeps label lines and single size tokens', () => {
    for (const text of ['Marke: Nike', 'Größe: M', '100% Baumwolle', 'EU 42', 'M', 'XL', '42']) {
      expect(isReadableLine(text), text).toBe(true);
    }
  });

  it('drops what tesseract reads into textures', () => {
    for (const text of ['= 7 3 : a |', '~ » ¢', 'x', '', '—', '| ! |']) {
      expect(isReadableLine(text), text).toBe(false);
    }
  });
});

describe('OCR time limit', () => {
  it('gives up after the time limit with no lines, and reads the next photo with a fresh worker', {
    timeout: 180_000,
  }, async () => {
    const reader = await createOcrReader();
    try {
      const label = await drawClothingLabel();
      // No photo is read in a millisecond: this one runs into the limit, as a photo of noise does.
      expect(await reader.read(label, { timeoutMs: 1 })).toEqual([]);
      const lines = await reader.read(label, { timeoutMs: 120_000 });
      expect(lines.map((line) => line.text).join(' ')).toContain('Nike');
    } finally {
      await reader.close();
    }
  });
});
