import {
  circle,
  ellipse,
  glass,
  ink,
  line,
  metal,
  metalDark,
  paper,
  path,
  rect,
  type ShapeDrawer,
  shade,
  stroke,
} from './illustration-svg';

const wheel = (x: number, y: number, r: number) =>
  [circle(x, y, r, ink), circle(x, y, r * 0.45, metal)].join('');

const mower: ShapeDrawer = (p) =>
  [
    stroke('M250 150 L300 56 L326 56', ink, 7),
    path('M214 150 L290 150 L296 206 L232 206 Z', p.dark),
    path('M104 190 Q108 160 150 156 L238 156 Q270 158 274 190 L274 212 L104 212 Z', p.main),
    path('M120 172 Q130 166 150 166 L230 166', 'none', {
      stroke: p.light,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    wheel(128, 218, 20),
    wheel(252, 218, 20),
  ].join('');

const grill: ShapeDrawer = (p) =>
  [
    stroke('M160 196 L132 238 M240 196 L268 238 M200 204 L200 238', ink, 5),
    circle(268, 234, 8, ink),
    path('M126 138 Q126 206 200 208 Q274 206 274 138 Z', p.main),
    path('M122 134 Q122 74 200 74 Q278 74 278 134 Z', p.main),
    path('M140 120 Q150 90 190 84', 'none', {
      stroke: p.light,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
    rect(118, 132, 164, 8, metalDark, { rx: 3 }),
    rect(182, 60, 36, 10, ink, { rx: 4 }),
    rect(194, 68, 12, 8, metal),
    stroke('M176 40 Q170 30 178 22 M200 44 Q194 32 202 22 M224 40 Q218 30 226 22', '#fff', 3, {
      opacity: 0.6,
    }),
  ].join('');

const drill: ShapeDrawer = (p) =>
  [
    line(70, 116, 112, 116, metalDark, 5),
    rect(108, 102, 40, 28, metal, { rx: 6 }),
    path(
      'M144 88 L262 88 Q282 88 282 108 L282 124 Q282 144 262 144 L226 144 L214 204 L170 204 L180 144 L144 144 Z',
      p.main,
    ),
    path('M144 88 L262 88 Q282 88 282 108 L282 112 L144 112 Z', p.light, { opacity: 0.45 }),
    rect(160, 200, 90, 34, ink, { rx: 8 }),
    rect(168, 206, 40, 6, p.main, { rx: 3 }),
    path('M184 148 L196 148 L194 170 L184 168 Z', p.deep),
    ...[0, 1, 2].map((index) => line(240 + index * 10, 100, 240 + index * 10, 132, p.deep, 3)),
  ].join('');

const toolbox: ShapeDrawer = (p) =>
  [
    path('M150 122 L210 70 L222 82 L166 128 Z', metal),
    circle(214, 72, 12, metal),
    circle(214, 72, 5, p.main),
    rect(236, 72, 14, 56, '#ecc546', { rx: 4 }),
    rect(240, 52, 6, 24, metalDark),
    stroke('M166 124 Q166 96 200 96 Q234 96 234 124', ink, 8),
    rect(98, 124, 204, 108, p.main, { rx: 10 }),
    rect(98, 124, 204, 26, p.dark, { rx: 8 }),
    rect(128, 140, 20, 18, metal, { rx: 3 }),
    rect(252, 140, 20, 18, metal, { rx: 3 }),
  ].join('');

const wateringCan: ShapeDrawer = (p) =>
  [
    stroke('M150 164 L96 104', p.main, 12),
    ellipse(92, 100, 16, 10, p.dark, { transform: 'rotate(-45 92 100)' }),
    stroke('M168 118 Q200 60 252 118', p.dark, 10),
    path('M150 118 L262 118 L270 230 Q270 238 260 238 L152 238 Q142 238 142 230 Z', p.main),
    rect(148, 118, 116, 12, p.light, { rx: 4, opacity: 0.6 }),
    stroke('M240 140 L246 220', '#fff', 5, { opacity: 0.3 }),
  ].join('');

const tiles: ShapeDrawer = (p) => {
  const layer = (y: number, colour: string) =>
    [
      path(`M90 ${y} L310 ${y} L330 ${y - 30} L110 ${y - 30} Z`, colour),
      rect(90, y, 220, 10, shade(colour, -0.25)),
    ].join('');
  return [
    layer(228, p.dark),
    layer(212, p.main),
    layer(196, p.dark),
    layer(180, p.main),
    stroke('M165 150 L148 180 M225 150 L210 180 M285 150 L272 180 M118 164 L318 164', p.deep, 2, {
      opacity: 0.5,
    }),
  ].join('');
};

const tyre: ShapeDrawer = (p) =>
  [
    circle(200, 148, 92, ink),
    circle(200, 148, 86, 'none', { stroke: '#41454d', 'stroke-width': 10, 'stroke-dasharray': '10 7' }),
    circle(200, 148, 58, p.main === '#25272c' ? metal : p.main),
    circle(200, 148, 50, metalDark),
    ...Array.from({ length: 5 }, (_, index) => {
      const angle = (index * 2 * Math.PI) / 5;
      return line(200, 148, 200 + Math.cos(angle) * 48, 148 + Math.sin(angle) * 48, metal, 10);
    }),
    circle(200, 148, 14, metal),
    circle(200, 148, 6, ink),
  ].join('');

const roofBox: ShapeDrawer = (p) =>
  [
    rect(96, 200, 208, 8, metalDark, { rx: 3 }),
    rect(120, 188, 10, 20, ink),
    rect(270, 188, 10, 20, ink),
    path('M66 178 Q82 106 200 104 Q322 106 336 168 Q338 186 318 188 L88 192 Q66 192 66 178 Z', p.main),
    path('M84 150 Q120 116 200 114 Q290 116 320 150', 'none', {
      stroke: p.light,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
    line(76, 170, 328, 166, p.dark, 3),
  ].join('');

const bikeLock: ShapeDrawer = (p) =>
  [
    stroke('M160 170 L160 104 Q160 60 200 60 Q240 60 240 104 L240 170', metal, 16),
    stroke('M160 170 L160 104 Q160 60 200 60', '#fff', 4, { opacity: 0.4 }),
    rect(130, 160, 140, 52, p.main, { rx: 16 }),
    circle(236, 186, 8, ink),
    rect(232, 186, 8, 12, ink),
  ].join('');

const bricks: ShapeDrawer = (p) => {
  const brick = (x: number, y: number, width: number, colour: string) =>
    [
      rect(x, y, width, 40, colour, { rx: 3 }),
      ...Array.from({ length: width / 32 }, (_, index) =>
        [
          ellipse(x + 16 + index * 32, y, 10, 4, shade(colour, -0.2)),
          rect(x + 6 + index * 32, y - 8, 20, 8, colour),
          ellipse(x + 16 + index * 32, y - 8, 10, 4, shade(colour, 0.25)),
        ].join(''),
      ),
    ].join('');
  return [
    brick(104, 198, 128, p.main),
    brick(232, 198, 64, '#ecc546'),
    brick(136, 150, 96, '#3271cf'),
    brick(168, 102, 64, '#cc3640'),
  ].join('');
};

const boardGame: ShapeDrawer = (p) =>
  [
    path('M84 190 L316 190 L290 120 L110 120 Z', p.main),
    rect(84, 190, 232, 16, p.dark),
    path('M122 180 L278 180 L262 130 L138 130 Z', p.light),
    circle(200, 156, 18, p.dark),
    rect(118, 200, 40, 40, paper, { rx: 6 }),
    ...[
      [128, 210],
      [148, 230],
      [138, 220],
    ].map(([x, y]) => circle(x!, y!, 3.5, ink)),
    path('M256 240 L264 214 Q256 206 264 198 Q272 192 280 198 Q288 206 280 214 L288 240 Z', '#cc3640'),
    path('M292 240 L298 220 Q292 214 298 208 Q304 204 310 208 Q316 214 310 220 L316 240 Z', '#3271cf'),
  ].join('');

const teddy: ShapeDrawer = (p) =>
  [
    circle(160, 64, 20, p.main),
    circle(240, 64, 20, p.main),
    circle(160, 64, 10, p.light),
    circle(240, 64, 10, p.light),
    ellipse(200, 180, 56, 58, p.main),
    ellipse(200, 188, 32, 36, p.light),
    ellipse(140, 166, 20, 34, p.dark, { transform: 'rotate(30 140 166)' }),
    ellipse(260, 166, 20, 34, p.dark, { transform: 'rotate(-30 260 166)' }),
    ellipse(160, 228, 26, 16, p.dark),
    ellipse(240, 228, 26, 16, p.dark),
    circle(200, 96, 46, p.main),
    ellipse(200, 110, 20, 14, p.light),
    ellipse(200, 104, 7, 5, ink),
    circle(184, 88, 5, ink),
    circle(216, 88, 5, ink),
    stroke('M192 116 Q200 122 208 116', ink, 2),
    path('M186 140 L200 150 L214 140 L214 156 L200 150 L186 156 Z', '#cc3640'),
  ].join('');

const toyCar: ShapeDrawer = (p) =>
  [
    path(
      'M86 200 L86 164 Q88 152 108 150 L148 146 L176 110 Q182 102 194 102 L256 102 Q268 102 274 112 L296 146 L314 150 Q326 154 326 170 L326 200 Z',
      p.main,
    ),
    path('M184 114 L222 114 L222 146 L160 146 Z', glass),
    path('M232 114 L262 114 L282 146 L232 146 Z', glass),
    rect(86, 176, 240, 8, p.dark),
    circle(316, 164, 6, '#ffd27a'),
    rect(86, 160, 10, 10, '#cc3640', { rx: 2 }),
    wheel(136, 204, 24),
    wheel(276, 204, 24),
  ].join('');

export const gardenToyShapes = {
  mower,
  grill,
  drill,
  toolbox,
  'watering-can': wateringCan,
  tiles,
  tyre,
  'roof-box': roofBox,
  'bike-lock': bikeLock,
  bricks,
  'board-game': boardGame,
  teddy,
  'toy-car': toyCar,
} satisfies Record<string, ShapeDrawer>;
