import { colours } from '@shared/catalog/colours.data';
import type { ImageAnalysis } from '../ai-engine';
import type { RgbImage } from './object-detector';

/** Side of the thumbnail the colour is measured on: enough for a colour, cheap to scan. */
export const colourSampleSize = 96;

type Lab = [number, number, number];

// 'multicolour' is a verdict about many colours, not a colour a pixel can be near to.
const palette = colours
  .filter((colour) => colour.value !== 'multicolour')
  .map((colour) => ({ value: colour.value, lab: rgbToLab(hexToRgb(colour.hex)) }));

/**
 * Hue families: shading turns a red cup partly burgundy and pink, which is still one colour.
 * Multicoloured means several families; black, white and greys never make a photo multicoloured.
 */
const families: Record<string, string> = {
  red: 'red',
  burgundy: 'red',
  pink: 'red',
  blue: 'blue',
  navy: 'blue',
  'light-blue': 'blue',
  green: 'green',
  olive: 'green',
  brown: 'brown',
  cognac: 'brown',
  beige: 'brown',
  yellow: 'yellow',
  gold: 'yellow',
  orange: 'orange',
  purple: 'purple',
};
const multicolourTopFamilyMax = 0.5;
const multicolourFamilyMin = 0.15;

/** The frame whose prevailing colour counts as background (share of each side). */
const borderShare = 0.08;
/** The border colour counts as background when it fills at least this much of the frame. */
const backgroundBorderMin = 0.5;
/** Pixels this close (ΔE) to the background colour weigh this much. */
const backgroundDistance = 14;
const backgroundWeight = 0.1;

/**
 * The colour of the thing in the photo, as the nearest value of the shared colour list. Pixels are
 * weighed towards the centre, and a background that fills the frame (a white wall, a table) counts
 * little, so a red cup on a white table is red, while a photo that is all red is still red.
 */
export function findDominantColour(image: RgbImage): ImageAnalysis['colour'] {
  const { width, height, data } = image;
  const pixelCount = width * height;
  const labs: Lab[] = new Array(pixelCount);
  const buckets = new Int16Array(pixelCount);
  for (let index = 0; index < pixelCount; index += 1) {
    const lab = rgbToLab([data[index * 3] ?? 0, data[index * 3 + 1] ?? 0, data[index * 3 + 2] ?? 0]);
    labs[index] = lab;
    buckets[index] = nearestPaletteIndex(lab);
  }

  const background = findBackground(width, height, labs, buckets);
  const weights = new Float64Array(palette.length);
  const sums = Array.from({ length: palette.length }, () => [0, 0, 0]);
  let total = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      const bucket = buckets[index] ?? 0;
      const dx = (x + 0.5) / width - 0.5;
      const dy = (y + 0.5) / height - 0.5;
      let weight = 1 - 0.6 * Math.min(1, Math.sqrt(2 * (dx * dx + dy * dy)));
      const lab = labs[index] as Lab;
      if (background && bucket === background.bucket && distance(lab, background.lab) < backgroundDistance) {
        weight *= backgroundWeight;
      }
      weights[bucket] = (weights[bucket] ?? 0) + weight;
      const sum = sums[bucket] as number[];
      for (let channel = 0; channel < 3; channel += 1) {
        sum[channel] = (sum[channel] ?? 0) + weight * (data[index * 3 + channel] ?? 0);
      }
      total += weight;
    }
  }

  const ranked = [...weights.keys()].sort((left, right) => (weights[right] ?? 0) - (weights[left] ?? 0));
  const top = ranked[0] ?? 0;
  const topWeight = weights[top] ?? 0;
  if (total === 0 || topWeight === 0) return { value: null, hex: '#000000' };
  const hex = rgbToHex((sums[top] as number[]).map((sum) => sum / topWeight) as [number, number, number]);
  if (isMulticoloured(weights, total)) return { value: 'multicolour', hex, share: 1 };
  const value = palette[top]?.value ?? null;
  return { value, hex, share: Math.round((familyWeight(weights, value) / total) * 100) / 100 };
}

/** The weight of a colour's hue family (a shaded red cup is red, burgundy and pink), or of itself. */
function familyWeight(weights: Float64Array, value: string | null): number {
  const family = value ? families[value] : undefined;
  return palette.reduce(
    (sum, colour, index) =>
      sum +
      (colour.value === value || (family && families[colour.value] === family) ? (weights[index] ?? 0) : 0),
    0,
  );
}

/** The colour's family must fill at least this much of the weighed photo to be the item's colour. */
export const reliableColourShareMin = 0.35;
/** The measured mean (hex) must be this close (ΔE) to the named colour… */
const reliableColourDistanceMax = 22;
/** …and closer to it than to any other by this much, or the name is a coin toss (grey or silver?). */
const reliableColourMarginMin = 3;
const neutralColours = new Set(['black', 'white', 'grey', 'silver']);
/** A chromatic name needs this much chroma in the measured mean: a greyish brown is not "brown". */
const chromaticChromaMin = 12;

/**
 * Whether a photo's measured colour may be named (alt text, the draft's colour attribute). A wrong
 * colour name is worse than none: the name must match the measured mean, clearly beat its
 * neighbours, and (when measured) cover enough of the photo. Multicoloured needs only the verdict.
 */
export function isReliableColour(colour: ImageAnalysis['colour']): boolean {
  const { value, hex, share } = colour;
  if (!value) return false;
  if (share !== undefined && share < reliableColourShareMin) return false;
  if (value === 'multicolour') return true;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return false;
  const named = palette.find((colour) => colour.value === value);
  if (!named) return false;
  const lab = rgbToLab(hexToRgb(hex));
  const toNamed = distance(lab, named.lab);
  if (toNamed > reliableColourDistanceMax) return false;
  const toOthers = palette
    .filter((colour) => colour.value !== value)
    .map((colour) => distance(lab, colour.lab));
  if (Math.min(...toOthers) - toNamed < reliableColourMarginMin) return false;
  return neutralColours.has(value) || Math.hypot(lab[1], lab[2]) >= chromaticChromaMin;
}

function isMulticoloured(weights: Float64Array, total: number): boolean {
  const familyShares = new Map<string, number>();
  palette.forEach((colour, index) => {
    const family = families[colour.value];
    if (family) familyShares.set(family, (familyShares.get(family) ?? 0) + (weights[index] ?? 0) / total);
  });
  const shares = [...familyShares.values()].sort((left, right) => right - left);
  return (
    (shares[0] ?? 0) < multicolourTopFamilyMax &&
    shares.filter((share) => share >= multicolourFamilyMin).length >= 3
  );
}

function findBackground(width: number, height: number, labs: Lab[], buckets: Int16Array) {
  const frameX = Math.max(1, Math.round(width * borderShare));
  const frameY = Math.max(1, Math.round(height * borderShare));
  const counts = new Map<number, { count: number; lab: Lab }>();
  let framePixels = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const isFrame = x < frameX || y < frameY || x >= width - frameX || y >= height - frameY;
      if (!isFrame) continue;
      const index = y * width + x;
      const bucket = buckets[index] ?? 0;
      const lab = labs[index] as Lab;
      const entry = counts.get(bucket) ?? { count: 0, lab: [0, 0, 0] };
      entry.count += 1;
      entry.lab = entry.lab.map((sum, channel) => sum + (lab[channel] ?? 0)) as Lab;
      counts.set(bucket, entry);
      framePixels += 1;
    }
  }
  const [bucket, entry] = [...counts].sort((left, right) => right[1].count - left[1].count)[0] ?? [];
  if (bucket === undefined || !entry || entry.count / framePixels < backgroundBorderMin) return undefined;
  return { bucket, lab: entry.lab.map((sum) => sum / entry.count) as Lab };
}

function nearestPaletteIndex(lab: Lab): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  palette.forEach((colour, index) => {
    const candidate = distance(lab, colour.lab);
    if (candidate < bestDistance) {
      best = index;
      bestDistance = candidate;
    }
  });
  return best;
}

/** CIE76 ΔE: plain Lab distance, good enough to pick among twenty named colours. */
function distance(left: Lab, right: Lab): number {
  return Math.hypot(left[0] - right[0], left[1] - right[1], left[2] - right[2]);
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex(rgb: [number, number, number]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** sRGB (D65) to CIE Lab. */
export function rgbToLab([red, green, blue]: [number, number, number]): Lab {
  const linear = [red, green, blue].map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const [r, g, b] = linear;
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (value: number) => (value > 0.008856 ? Math.cbrt(value) : 7.787 * value + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
