import type { ArtKind } from '../../catalog-corpus/illustration-kinds';
import type { ImageView } from './demo-listing-generator';
import { collectibleFamilyShapes } from './illustration-shapes-collectibles-family';
import { electronicsShapes } from './illustration-shapes-electronics';
import { fashionShapes } from './illustration-shapes-fashion';
import { gardenToyShapes } from './illustration-shapes-garden-toys';
import { homeShapes } from './illustration-shapes-home';
import { musicPetShapes } from './illustration-shapes-music-pets';
import { sportsMediaShapes } from './illustration-shapes-sports-media';
import { vehicleShapes } from './illustration-shapes-vehicles';
import { paletteOf, type ShapeDrawer } from './illustration-svg';

const shapes: Record<ArtKind, ShapeDrawer> = {
  ...fashionShapes,
  ...electronicsShapes,
  ...homeShapes,
  ...collectibleFamilyShapes,
  ...sportsMediaShapes,
  ...gardenToyShapes,
  ...musicPetShapes,
  ...vehicleShapes,
};

// Stacked translucent ellipses: a soft shadow without a radial gradient, which is slow to rasterise.
const shadow = [
  [134, 14, 0.05],
  [116, 11, 0.06],
  [96, 8, 0.07],
  [74, 6, 0.08],
]
  .map(
    ([rx, ry, opacity]) =>
      `<ellipse cx="200" cy="240" rx="${rx}" ry="${ry}" fill="#000" opacity="${opacity}"/>`,
  )
  .join('');

const viewTransforms: Record<ImageView, string> = {
  front: '',
  detail: 'translate(200 150) scale(1.55) translate(-200 -135)',
  side: 'translate(400 0) scale(-1 1) translate(200 240) skewX(-7) scale(0.94) translate(-200 -240)',
};

export interface IllustrationInput {
  art: ArtKind;
  hex: string;
  backdropHue: number;
  view: ImageView;
}

/**
 * A flat product illustration on a soft gradient: backdrop tinted by `backdropHue`, the item in its
 * own colour, a floor and a soft shadow. 4:3, drawn on a 400 × 300 grid and scaled to `width`.
 */
export function illustrationSvg({ art, hex, backdropHue, view }: IllustrationInput, width = 1600): string {
  const palette = paletteOf(hex);
  const hue = backdropHue;
  // A vertical gradient rasterises several times faster than a diagonal one.
  // Light items sit on a deeper backdrop so they do not dissolve into it.
  const [top, bottom, floor] = palette.isLight
    ? [`hsl(${hue} 32% 70%)`, `hsl(${(hue + 25) % 360} 36% 60%)`, `hsl(${hue} 24% 52%)`]
    : [`hsl(${hue} 48% 94%)`, `hsl(${(hue + 25) % 360} 42% 84%)`, `hsl(${hue} 30% 76%)`];
  const item = shapes[art](palette);
  const transform = viewTransforms[view];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 400 300">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}" stop-opacity="0.55"/><stop offset="1" stop-color="${floor}" stop-opacity="0.2"/></linearGradient>
</defs>
<rect width="400" height="300" fill="url(#bg)"/>
<circle cx="336" cy="58" r="96" fill="#fff" opacity="0.26"/>
<circle cx="54" cy="236" r="64" fill="#fff" opacity="0.16"/>
<rect y="236" width="400" height="64" fill="url(#floor)"/>
<g${transform ? ` transform="${transform}"` : ''}>
${shadow}
<g transform="translate(200 240) scale(1.1) translate(-200 -240)">${item}</g>
</g>
</svg>`;
}
