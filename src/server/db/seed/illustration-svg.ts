/** Tiny SVG builders and colour maths for the seed illustrations (scene is 400 × 300 units). */

export interface Palette {
  main: string;
  dark: string;
  deep: string;
  light: string;
  pale: string;
  /** True when the main colour is so light that it needs darker edges to stand out. */
  isLight: boolean;
}

export const ink = '#2b2e35';
export const screen = '#1c2431';
export const glass = '#9fc4dc';
export const metal = '#c7cbd1';
export const metalDark = '#858b95';
export const wood = '#c0915f';
export const woodDark = '#8d6239';
export const paper = '#fbfaf6';

function toRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  return toHex(toRgb(hex).map((channel) => channel + (target - channel) * Math.abs(amount)));
}

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function paletteOf(hex: string): Palette {
  const isLight = luminance(hex) > 0.78;
  return {
    main: hex,
    dark: shade(hex, isLight ? -0.18 : -0.22),
    deep: shade(hex, isLight ? -0.38 : -0.45),
    light: shade(hex, 0.28),
    pale: shade(hex, 0.6),
    isLight,
  };
}

type Attributes = Record<string, string | number | undefined>;

const attrs = (attributes: Attributes) =>
  Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attributes = {},
) => `<rect ${attrs({ x, y, width, height, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attributes = {},
) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attributes = {}) =>
  `<path ${attrs({ d, fill, ...extra })}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 3,
  extra: Attributes = {},
) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;
export const stroke = (d: string, colour: string, width = 3, extra: Attributes = {}) =>
  path(d, 'none', {
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
export const group = (content: string, extra: Attributes = {}) => `<g ${attrs(extra)}>${content}</g>`;

/** Draws one item standing on the floor (y ≈ 240), centred on x = 200. */
export type ShapeDrawer = (palette: Palette) => string;
