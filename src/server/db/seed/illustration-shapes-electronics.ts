import {
  circle,
  ellipse,
  glass,
  group,
  ink,
  line,
  metal,
  metalDark,
  type Palette,
  paper,
  path,
  rect,
  type ShapeDrawer,
  screen,
  shade,
  stroke,
} from './illustration-svg';

/** A display showing a soft wallpaper in the item's colour, clipped to the screen. */
const display = (x: number, y: number, width: number, height: number, p: Palette, rx = 4) => {
  const id = `screen-${x}-${y}`;
  return [
    `<clipPath id="${id}">${rect(x, y, width, height, '#000', { rx })}</clipPath>`,
    group(
      [
        rect(x, y, width, height, screen),
        circle(x + width * 0.72, y + height * 0.3, Math.min(width, height) * 0.42, p.light, { opacity: 0.5 }),
        circle(x + width * 0.2, y + height * 0.95, Math.max(width, height) * 0.45, p.main, { opacity: 0.45 }),
        path(`M${x} ${y} L${x + width * 0.5} ${y} L${x} ${y + height * 0.7} Z`, '#fff', { opacity: 0.07 }),
      ].join(''),
      { 'clip-path': `url(#${id})` },
    ),
  ].join('');
};

const phone: ShapeDrawer = (p) =>
  [
    rect(146, 36, 108, 206, p.dark, { rx: 22 }),
    rect(150, 40, 100, 198, p.main, { rx: 19 }),
    group(display(157, 47, 86, 184, p, 13), {}),
    rect(184, 52, 32, 9, ink, { rx: 4.5 }),
    rect(252, 92, 3, 26, p.deep, { rx: 1.5 }),
  ].join('');

const smartwatch: ShapeDrawer = (p) =>
  [
    rect(170, 34, 60, 232, p.main, { rx: 16 }),
    rect(170, 34, 60, 232, p.dark, { rx: 16, opacity: 0.25 }),
    rect(156, 94, 88, 112, metalDark, { rx: 26 }),
    rect(162, 100, 76, 100, ink, { rx: 22 }),
    circle(200, 150, 30, 'none', {
      stroke: '#e0455a',
      'stroke-width': 7,
      'stroke-dasharray': '150 200',
      transform: 'rotate(-90 200 150)',
    }),
    circle(200, 150, 21, 'none', {
      stroke: '#8be04a',
      'stroke-width': 7,
      'stroke-dasharray': '100 200',
      transform: 'rotate(-90 200 150)',
    }),
    circle(200, 150, 12, 'none', {
      stroke: '#40c8e8',
      'stroke-width': 7,
      'stroke-dasharray': '60 200',
      transform: 'rotate(-90 200 150)',
    }),
    rect(242, 126, 8, 18, metal, { rx: 3 }),
  ].join('');

const laptop: ShapeDrawer = (p) =>
  [
    rect(112, 58, 176, 124, p.dark, { rx: 9 }),
    rect(115, 61, 170, 118, p.main, { rx: 7 }),
    display(123, 69, 154, 104, p, 3),
    path('M96 182 L304 182 L330 214 L70 214 Z', p.light),
    path('M70 214 L330 214 L326 222 L74 222 Z', p.dark),
    ...[0, 1, 2].map((row) =>
      rect(118 - row * 8, 188 + row * 7, 164 + row * 16, 4, p.dark, { rx: 2, opacity: 0.5 }),
    ),
    path('M172 210 L228 210 L226 204 L174 204 Z', p.dark, { opacity: 0.35 }),
  ].join('');

const tablet: ShapeDrawer = (p) =>
  [
    rect(128, 44, 144, 196, p.dark, { rx: 16 }),
    rect(131, 47, 138, 190, p.main, { rx: 14 }),
    display(139, 55, 122, 174, p, 8),
    ...Array.from({ length: 12 }, (_, index) =>
      rect(150 + (index % 4) * 27, 70 + Math.floor(index / 4) * 28, 18, 18, paper, { rx: 5, opacity: 0.75 }),
    ),
  ].join('');

const monitor: ShapeDrawer = (p) =>
  [
    rect(176, 176, 48, 46, p.dark),
    path('M140 236 L260 236 L250 220 L150 220 Z', p.main),
    rect(92, 44, 216, 136, p.main, { rx: 8 }),
    display(100, 52, 200, 116, p, 3),
    rect(190, 171, 20, 3, p.light, { rx: 1.5 }),
  ].join('');

const keyboard: ShapeDrawer = (p) => {
  const key = p.isLight ? '#ffffff' : p.light;
  const keys = Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 12 }, (_, column) =>
      rect(76 + column * 18 + (row % 2) * 4, 128 + row * 19, 14, 14, key, { rx: 3 }),
    ).join(''),
  ).join('');
  return [
    rect(62, 114, 238, 112, p.dark, { rx: 12 }),
    rect(64, 116, 234, 104, p.main, { rx: 11 }),
    keys,
    rect(120, 204, 110, 13, key, { rx: 3 }),
    rect(80, 204, 32, 13, key, { rx: 3 }),
    rect(238, 204, 44, 13, key, { rx: 3 }),
    path('M318 160 Q318 140 332 140 Q346 140 346 160 L346 196 Q346 222 332 222 Q318 222 318 196 Z', p.main),
    line(332, 142, 332, 164, p.dark, 2),
  ].join('');
};

const headphones: ShapeDrawer = (p) => {
  const cup = [
    rect(100, 146, 50, 84, p.main, { rx: 22 }),
    rect(136, 152, 22, 72, p.deep, { rx: 10 }),
    rect(108, 160, 10, 56, p.light, { rx: 5, opacity: 0.6 }),
  ].join('');
  return [
    stroke('M126 170 Q124 62 200 62 Q276 62 274 170', p.main, 16),
    stroke('M132 150 Q134 74 200 74 Q266 74 268 150', p.deep, 6, { opacity: 0.6 }),
    cup,
    group(cup, { transform: 'translate(400 0) scale(-1 1)' }),
  ].join('');
};

const earbuds: ShapeDrawer = (p) =>
  [
    rect(130, 140, 140, 96, p.main, { rx: 40 }),
    line(134, 168, 266, 168, p.dark, 2),
    circle(200, 200, 4, '#5fd068'),
    ...[170, 230].map((x) =>
      [
        circle(x, 110, 22, p.main),
        rect(x - 7, 110, 14, 40, p.main, { rx: 7 }),
        circle(x, 110, 10, p.dark),
      ].join(''),
    ),
  ].join('');

const speaker: ShapeDrawer = (p) =>
  [
    rect(136, 56, 128, 182, p.main, { rx: 22 }),
    rect(146, 66, 108, 162, p.dark, { rx: 16 }),
    ...Array.from({ length: 60 }, (_, index) =>
      circle(154 + (index % 10) * 10.2, 74 + Math.floor(index / 10) * 26, 1.6, p.deep),
    ),
    circle(200, 172, 40, p.deep),
    circle(200, 172, 30, shade(ink, 0.1)),
    circle(200, 172, 12, p.dark),
    circle(200, 104, 16, p.deep),
    circle(200, 104, 8, shade(ink, 0.2)),
  ].join('');

const amplifier: ShapeDrawer = (p) =>
  [
    rect(84, 222, 24, 10, ink, { rx: 3 }),
    rect(292, 222, 24, 10, ink, { rx: 3 }),
    rect(66, 126, 268, 98, p.main, { rx: 8 }),
    rect(66, 126, 268, 10, p.light, { rx: 4, opacity: 0.6 }),
    circle(118, 178, 26, p.dark),
    circle(118, 178, 20, metal),
    line(118, 178, 118, 162, ink, 3),
    circle(282, 178, 30, p.dark),
    circle(282, 178, 23, metal),
    line(282, 178, 296, 166, ink, 3),
    rect(164, 152, 78, 26, '#20150b', { rx: 4 }),
    rect(170, 158, 66, 14, '#ffb347', { rx: 2, opacity: 0.85 }),
    ...[0, 1, 2, 3].map((index) => circle(172 + index * 21, 200, 6, p.dark)),
  ].join('');

const turntable: ShapeDrawer = (p) =>
  [
    path('M66 160 L96 104 L304 104 L334 160 Z', p.light),
    rect(66, 160, 268, 56, p.main, { rx: 6 }),
    rect(78, 214, 20, 10, ink, { rx: 3 }),
    rect(302, 214, 20, 10, ink, { rx: 3 }),
    ellipse(180, 132, 88, 22, metalDark),
    ellipse(180, 129, 82, 20, ink),
    ellipse(180, 129, 62, 15, 'none', { stroke: '#3a3f48', 'stroke-width': 2 }),
    ellipse(180, 129, 44, 11, 'none', { stroke: '#3a3f48', 'stroke-width': 2 }),
    ellipse(180, 129, 18, 5, '#cc3640'),
    circle(288, 116, 9, metalDark),
    stroke('M288 116 L270 146 L234 140', metal, 4),
    circle(296, 188, 9, p.dark),
  ].join('');

const camera: ShapeDrawer = (p) =>
  [
    path('M158 100 L174 72 L226 72 L242 100 Z', p.dark),
    rect(104, 98, 192, 126, p.main, { rx: 14 }),
    rect(104, 128, 192, 70, ink, { opacity: 0.28 }),
    rect(116, 86, 30, 14, p.dark, { rx: 4 }),
    circle(262, 92, 9, metalDark),
    circle(200, 162, 54, metalDark),
    circle(200, 162, 46, ink),
    circle(200, 162, 30, '#25354d'),
    circle(200, 162, 18, glass, { opacity: 0.5 }),
    circle(188, 150, 7, '#fff', { opacity: 0.6 }),
  ].join('');

const lens: ShapeDrawer = (p) =>
  [
    rect(96, 104, 150, 112, ink, { rx: 10 }),
    ...[120, 148, 176, 204].map((x) => rect(x, 100, 14, 120, shade(ink, 0.12), { rx: 4 })),
    rect(228, 98, 8, 124, p.main === '#25272c' ? '#cc3640' : p.main, { rx: 2 }),
    ellipse(252, 160, 22, 66, metalDark),
    ellipse(256, 160, 16, 56, '#25354d'),
    ellipse(258, 148, 6, 20, glass, { opacity: 0.6 }),
  ].join('');

const gamepad: ShapeDrawer = (p) =>
  [
    path(
      'M128 120 Q150 104 200 108 Q250 104 272 120 Q304 150 310 202 Q312 232 288 234 Q268 236 254 206 L146 206 Q132 236 112 234 Q88 232 90 202 Q96 150 128 120 Z',
      p.main,
    ),
    rect(130, 138, 12, 36, p.deep, { rx: 3 }),
    rect(118, 150, 36, 12, p.deep, { rx: 3 }),
    circle(258, 136, 7, '#40c8e8'),
    circle(274, 152, 7, '#e0455a'),
    circle(242, 152, 7, '#ecc546'),
    circle(258, 168, 7, '#5fd068'),
    circle(170, 186, 14, p.deep),
    circle(230, 186, 14, p.deep),
    circle(170, 186, 8, ink),
    circle(230, 186, 8, ink),
  ].join('');

const console_: ShapeDrawer = (p) => {
  const wing = path('M184 42 Q146 48 140 110 L146 230 L184 230 Z', p.isLight ? p.main : paper);
  return [
    rect(176, 36, 48, 198, ink, { rx: 8 }),
    wing,
    group(wing, { transform: 'translate(400 0) scale(-1 1)' }),
    line(200, 52, 200, 214, '#40a8f0', 2, { opacity: 0.8 }),
    group(gamepad(p), { transform: 'translate(196 150) scale(0.48)' }),
  ].join('');
};

const tv: ShapeDrawer = (p) =>
  [
    path('M110 236 L130 206 L142 206 L126 236 Z', ink),
    path('M290 236 L270 206 L258 206 L274 236 Z', ink),
    rect(52, 50, 296, 160, ink, { rx: 8 }),
    rect(58, 56, 284, 148, '#8fc1e8', { rx: 3 }),
    path(
      'M58 164 Q120 120 190 150 Q250 176 342 132 L342 204 L58 204 Z',
      p.main === '#25272c' ? '#3d8c55' : p.main,
      { opacity: 0.9 },
    ),
    path(
      'M58 184 Q150 150 230 178 Q290 196 342 170 L342 204 L58 204 Z',
      shade(p.main === '#25272c' ? '#3d8c55' : p.main, -0.25),
    ),
    circle(286, 96, 18, '#ffe08a'),
  ].join('');

const coffeeMachine: ShapeDrawer = (p) =>
  [
    rect(128, 54, 144, 184, p.main, { rx: 16 }),
    rect(128, 54, 144, 30, p.dark, { rx: 14 }),
    rect(146, 100, 108, 26, screen, { rx: 5 }),
    circle(164, 113, 5, '#5fd068'),
    rect(178, 109, 60, 8, '#8fc1e8', { rx: 3, opacity: 0.8 }),
    rect(146, 138, 108, 92, p.deep, { rx: 8 }),
    rect(186, 138, 28, 18, metalDark, { rx: 4 }),
    path('M178 186 L222 186 L218 222 L182 222 Z', paper),
    stroke('M222 194 Q234 196 232 206 Q230 214 220 212', paper, 4),
    rect(150, 222, 100, 6, metal, { rx: 2 }),
    stroke('M194 176 Q190 168 196 160', '#fff', 2, { opacity: 0.7 }),
    stroke('M206 176 Q202 168 208 160', '#fff', 2, { opacity: 0.7 }),
  ].join('');

const standMixer: ShapeDrawer = (p) =>
  [
    rect(124, 214, 168, 20, p.main, { rx: 9 }),
    path('M236 214 L236 110 Q236 96 252 96 L270 96 Q284 96 284 110 L284 214 Z', p.main),
    path(
      'M150 92 Q150 62 184 62 L270 62 Q296 62 296 90 L296 106 Q296 120 280 120 L160 120 Q150 120 150 108 Z',
      p.main,
    ),
    path('M150 92 Q150 62 184 62 L270 62 Q296 62 296 90 L296 96 L150 96 Z', p.light, { opacity: 0.5 }),
    rect(186, 120, 8, 30, metalDark),
    path('M140 150 L240 150 L230 208 Q226 216 216 216 L164 216 Q154 216 150 208 Z', metal),
    ellipse(190, 150, 50, 8, metalDark),
    circle(282, 84, 6, metal),
  ].join('');

const vacuum: ShapeDrawer = (p) =>
  [
    rect(112, 218, 110, 20, p.deep, { rx: 9 }),
    rect(112, 218, 110, 6, p.dark, { rx: 3 }),
    line(220, 120, 166, 220, metal, 9),
    rect(196, 70, 44, 82, glass, { rx: 16, opacity: 0.75 }),
    rect(200, 104, 36, 44, '#b8c3cc', { rx: 12, opacity: 0.8 }),
    path('M236 66 L274 66 Q290 66 290 84 L290 122 Q290 138 274 138 L236 138 Z', p.main),
    stroke('M262 66 L262 40 Q262 30 252 30 L236 30', p.dark, 10),
    rect(240, 140, 34, 44, p.dark, { rx: 8 }),
  ].join('');

export const electronicsShapes = {
  phone,
  smartwatch,
  laptop,
  tablet,
  monitor,
  keyboard,
  headphones,
  earbuds,
  speaker,
  amplifier,
  turntable,
  camera,
  lens,
  console: console_,
  gamepad,
  tv,
  'coffee-machine': coffeeMachine,
  'stand-mixer': standMixer,
  vacuum,
} satisfies Record<string, ShapeDrawer>;
