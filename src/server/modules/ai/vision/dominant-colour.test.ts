import { describe, expect, it } from 'vitest';
import { findDominantColour } from './dominant-colour';
import type { RgbImage } from './object-detector';

type Rgb = [number, number, number];

/** A width × height image painted by a function of the pixel position. */
function paint(width: number, height: number, colourAt: (x: number, y: number) => Rgb): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set(colourAt(x, y), (y * width + x) * 3);
  }
  return { data, width, height };
}

const white: Rgb = [250, 250, 248];
const red: Rgb = [204, 40, 50];

describe('findDominantColour', () => {
  it('names a plain photo by its nearest shared colour, with the measured hex', () => {
    expect(findDominantColour(paint(40, 40, () => red))).toEqual({ value: 'red', hex: '#cc2832', share: 1 });
    expect(findDominantColour(paint(40, 40, () => [35, 50, 95])).value).toBe('navy');
    expect(findDominantColour(paint(40, 40, () => [140, 190, 230])).value).toBe('light-blue');
    expect(findDominantColour(paint(40, 40, () => [20, 20, 22])).value).toBe('black');
  });

  it('ignores a white studio background around a smaller subject', () => {
    // The subject covers 16% of the photo; the background 84%.
    const product = paint(100, 100, (x, y) => (x >= 30 && x < 70 && y >= 30 && y < 70 ? red : white));
    expect(findDominantColour(product).value).toBe('red');
  });

  it('keeps a white subject on a dark background white', () => {
    const label = paint(100, 100, (x, y) => (x >= 20 && x < 80 && y >= 25 && y < 75 ? white : [45, 48, 52]));
    expect(findDominantColour(label).value).toBe('white');
  });

  it('counts shading of one colour as that colour, not as multicoloured', () => {
    const shaded = paint(90, 90, (x) => {
      const shade = x / 90;
      return [Math.round(110 + 120 * shade), Math.round(25 + 40 * shade), Math.round(30 + 40 * shade)];
    });
    expect(findDominantColour(shaded).value).not.toBe('multicolour');
  });

  it('calls stripes of several colours multicoloured', () => {
    const stripes: Rgb[] = [red, [50, 120, 210], [60, 150, 80], [236, 197, 70]];
    const striped = paint(80, 80, (x) => stripes[Math.floor(x / 20)] ?? red);
    expect(findDominantColour(striped).value).toBe('multicolour');
  });
});
