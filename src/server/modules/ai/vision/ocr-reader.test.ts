import { describe, expect, it } from 'vitest';
import { isReadableLine } from './ocr-reader';

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
