import {
  circle,
  group,
  ink,
  line,
  luminance,
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

const mirror = (content: string) => group(content, { transform: 'translate(400 0) scale(-1 1)' });

const jacket: ShapeDrawer = (p: Palette) => {
  const sleeve = path('M152 64 L120 80 Q104 88 101 108 L92 204 L118 208 L130 118 Z', p.dark);
  const cuff = path('M92 198 L119 202 L117 216 L90 212 Z', p.deep);
  const pocket = rect(146, 166, 36, 28, p.dark, { rx: 4 });
  return [
    sleeve,
    cuff,
    mirror(sleeve + cuff),
    path('M152 62 Q200 76 248 62 L272 98 L272 226 L128 226 L128 98 Z', p.main),
    rect(128, 214, 144, 14, p.dark, { rx: 3 }),
    path('M160 60 L197 110 L180 116 L148 72 Z', p.light),
    path('M240 60 L203 110 L220 116 L252 72 Z', p.light),
    line(200, 108, 200, 226, p.deep, 3),
    pocket,
    mirror(pocket),
    circle(164, 150, 3, p.deep),
    circle(236, 150, 3, p.deep),
  ].join('');
};

const coat: ShapeDrawer = (p) => {
  const sleeve = path('M152 60 L120 76 Q104 84 101 104 L94 196 L120 200 L130 110 Z', p.dark);
  return [
    sleeve,
    mirror(sleeve),
    path('M152 58 Q200 72 248 58 L270 92 L284 242 L116 242 L130 92 Z', p.main),
    path('M162 58 L200 118 L238 58 L250 66 L206 140 L194 140 L150 66 Z', p.light),
    rect(124, 150, 152, 12, p.dark, { rx: 3 }),
    rect(190, 146, 20, 20, 'none', { stroke: p.deep, 'stroke-width': 3, rx: 3 }),
    ...[120, 186, 212].map((y) => `${circle(186, y, 4, p.deep)}${circle(214, y, 4, p.deep)}`),
  ].join('');
};

const dress: ShapeDrawer = (p) =>
  [
    path(
      'M176 56 Q200 70 224 56 L234 62 L228 120 Q266 180 286 238 L114 238 Q134 180 172 120 L166 62 Z',
      p.main,
    ),
    path('M166 62 L176 56 Q200 78 224 56 L234 62 Q200 98 166 62 Z', p.dark),
    rect(170, 114, 60, 10, p.dark, { rx: 3 }),
    stroke('M186 128 Q176 180 160 236', p.dark, 2, { opacity: 0.7 }),
    stroke('M214 128 Q224 180 240 236', p.dark, 2, { opacity: 0.7 }),
    stroke('M200 128 L200 236', p.dark, 2, { opacity: 0.5 }),
  ].join('');

const tshirt: ShapeDrawer = (p) =>
  [
    path(
      'M160 64 Q200 86 240 64 L288 84 L302 120 L272 130 L264 112 L266 228 L134 228 L136 112 L128 130 L98 120 L112 84 Z',
      p.main,
    ),
    stroke('M166 66 Q200 94 234 66', p.dark, 6),
    stroke('M272 128 L264 112', p.dark, 4),
    stroke('M128 128 L136 112', p.dark, 4),
    rect(134, 220, 132, 8, p.dark, { rx: 2 }),
  ].join('');

const sweater: ShapeDrawer = (p) => {
  const sleeve = path('M158 62 L118 78 Q102 86 100 104 L90 210 L114 214 L132 120 Z', p.dark);
  const cuff = group([rect(86, 204, 30, 18, p.deep, { rx: 4, transform: 'rotate(4 101 213)' })].join(''));
  const ribs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    .map((index) => line(138 + index * 11, 214, 138 + index * 11, 226, p.dark, 2))
    .join('');
  return [
    sleeve,
    cuff,
    mirror(sleeve + cuff),
    path('M158 62 Q200 80 242 62 L268 96 L268 228 L132 228 L132 96 Z', p.main),
    rect(132, 212, 136, 16, p.deep, { rx: 3 }),
    ribs,
    path('M164 62 Q200 90 236 62 Q200 76 164 62 Z', p.deep),
    stroke('M164 64 Q200 92 236 64', p.deep, 6),
  ].join('');
};

const trousers: ShapeDrawer = (p) =>
  [
    path('M140 70 L260 70 L270 238 L214 238 L200 120 L186 238 L130 238 Z', p.main),
    rect(138, 56, 124, 18, p.dark, { rx: 3 }),
    ...[150, 176, 224, 250].map((x) => rect(x, 54, 5, 22, p.deep)),
    circle(200, 65, 4, metal),
    stroke('M200 74 L200 118', p.deep, 2),
    stroke('M146 78 Q168 86 172 100', p.deep, 2),
    stroke('M254 78 Q232 86 228 100', p.deep, 2),
    rect(130, 228, 56, 10, p.dark, { rx: 2 }),
    rect(214, 228, 56, 10, p.dark, { rx: 2 }),
  ].join('');

const sneaker: ShapeDrawer = (p) =>
  [
    path(
      'M96 228 L302 228 Q316 228 316 214 L316 204 L96 204 Q86 204 86 216 Q86 228 96 228 Z',
      p.isLight ? '#dcd7cb' : paper,
    ),
    line(92, 216, 312, 216, p.isLight ? '#c6c0b2' : '#d8d3c7', 2),
    path(
      'M102 206 L100 150 Q100 130 122 128 L150 126 Q170 150 196 146 L216 146 Q244 160 278 170 Q314 180 314 206 Z',
      p.main,
    ),
    path('M278 170 Q314 180 314 206 L262 206 Q262 184 278 170 Z', p.light),
    path('M100 150 Q100 130 122 128 L130 128 L130 206 L102 206 Z', p.dark),
    path('M150 126 Q170 150 196 146 L198 138 Q172 142 156 122 Z', p.deep),
    stroke('M140 196 Q196 158 246 192', p.light, 7),
    ...[0, 1, 2, 3].map((index) =>
      line(200 + index * 14, 144 + index * 5, 210 + index * 14, 158 + index * 5, paper, 3),
    ),
  ].join('');

const boot: ShapeDrawer = (p) =>
  [
    path('M140 64 L214 64 L218 158 Q262 166 294 188 Q308 198 308 214 L140 214 Z', p.main),
    rect(136, 212, 176, 18, ink, { rx: 6 }),
    stroke('M146 208 L304 208', '#e8c547', 2, { 'stroke-dasharray': '4 4' }),
    path('M140 64 L214 64 L216 80 L140 80 Z', p.dark),
    rect(170, 48, 16, 22, p.deep, { rx: 3 }),
    ...[0, 1, 2, 3, 4, 5].map(
      (index) =>
        `${circle(192, 96 + index * 16, 3, metal)}${line(180, 100 + index * 16, 204, 92 + index * 16, p.light, 3)}`,
    ),
  ].join('');

const handbag: ShapeDrawer = (p) =>
  [
    stroke('M158 134 Q158 66 200 66 Q242 66 242 134', p.deep, 10),
    path('M122 130 L278 130 L292 236 L108 236 Z', p.main),
    path('M122 130 L278 130 L272 182 Q200 198 128 182 Z', p.dark),
    rect(188, 176, 24, 16, '#caa24b', { rx: 3 }),
    line(112, 226, 288, 226, p.deep, 2, { opacity: 0.5 }),
  ].join('');

const backpack: ShapeDrawer = (p) =>
  [
    stroke('M176 78 Q176 54 200 54 Q224 54 224 78', p.deep, 8),
    rect(134, 74, 132, 164, p.main, { rx: 36 }),
    path('M134 124 Q200 98 266 124 L266 112 Q266 74 230 74 L170 74 Q134 74 134 112 Z', p.dark),
    rect(154, 156, 92, 70, p.dark, { rx: 16 }),
    stroke('M164 170 L236 170', p.light, 3),
    circle(200, 200, 9, p.light),
    rect(196, 120, 8, 20, metal, { rx: 3 }),
  ].join('');

const watch: ShapeDrawer = (p) => {
  const hand = luminance(p.main) > 0.55 ? ink : paper;
  return [
    rect(176, 36, 48, 230, shade(ink, 0.15), { rx: 12 }),
    ...[0, 1, 2, 3].map((index) => line(184, 52 + index * 12, 216, 52 + index * 12, ink, 2)),
    rect(252, 140, 12, 20, metalDark, { rx: 3 }),
    circle(200, 150, 58, metal),
    circle(200, 150, 50, metalDark),
    circle(200, 150, 46, p.main),
    ...Array.from({ length: 12 }, (_, hour) => {
      const angle = (hour * Math.PI) / 6;
      return line(
        200 + Math.sin(angle) * 36,
        150 - Math.cos(angle) * 36,
        200 + Math.sin(angle) * 42,
        150 - Math.cos(angle) * 42,
        hand,
        hour % 3 === 0 ? 4 : 2,
      );
    }),
    line(200, 150, 200, 118, hand, 4),
    line(200, 150, 226, 160, hand, 3),
    circle(200, 150, 4, '#cc3640'),
  ].join('');
};

const sunglasses: ShapeDrawer = (p) => {
  const lens = path(
    'M96 126 Q96 108 118 108 L178 108 Q194 108 190 128 L184 160 Q180 180 156 180 L128 180 Q104 180 100 160 Z',
    screen,
    {
      stroke: p.main,
      'stroke-width': 8,
    },
  );
  const shine = path('M114 118 L136 118 L112 160 Z', paper, { opacity: 0.25 });
  return [
    lens,
    shine,
    mirror(lens + shine),
    stroke('M190 122 Q200 112 210 122', p.main, 8),
    line(96, 116, 70, 104, p.dark, 6),
    line(304, 116, 330, 104, p.dark, 6),
  ].join('');
};

const necklace: ShapeDrawer = (p) =>
  [
    stroke('M110 56 Q200 250 290 56', p.dark, 7, { opacity: 0.35 }),
    stroke('M110 56 Q200 246 290 56', p.main, 4, { 'stroke-dasharray': '2 5' }),
    path('M200 176 Q186 160 176 172 Q166 188 200 214 Q234 188 224 172 Q214 160 200 176 Z', p.main),
    path('M186 170 Q178 176 182 186', 'none', {
      stroke: p.pale,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    circle(200, 152, 6, p.dark),
  ].join('');

const beanie: ShapeDrawer = (p) =>
  [
    path('M122 200 Q120 92 200 92 Q280 92 278 200 Z', p.main),
    ...[140, 160, 180, 200, 220, 240, 260].map((x) =>
      stroke(`M${x} 196 Q${x + (x - 200) * 0.2} 130 ${200 + (x - 200) * 0.5} 100`, p.dark, 3),
    ),
    rect(114, 188, 172, 46, p.dark, { rx: 12 }),
    ...Array.from({ length: 14 }, (_, index) =>
      line(124 + index * 12, 196, 124 + index * 12, 226, p.deep, 3),
    ),
    circle(200, 84, 26, p.light),
    circle(192, 76, 8, p.pale, { opacity: 0.6 }),
  ].join('');

const blazer: ShapeDrawer = (p) => {
  const sleeve = path('M152 64 L120 80 Q104 88 101 108 L94 206 L120 210 L130 118 Z', p.dark);
  return [
    sleeve,
    mirror(sleeve),
    path('M152 62 Q200 76 248 62 L272 98 L272 228 L128 228 L128 98 Z', p.main),
    path('M170 62 L200 150 L230 62 Z', paper),
    path('M188 96 L200 150 L212 96 L206 86 L194 86 Z', '#cc3640'),
    path('M160 62 L200 168 L190 176 L148 96 L164 92 L150 72 Z', p.dark),
    path('M240 62 L200 168 L210 176 L252 96 L236 92 L250 72 Z', p.dark),
    path('M228 118 L252 116 L250 126 L228 128 Z', paper),
    circle(204, 188, 4, ink),
    circle(204, 208, 4, ink),
  ].join('');
};

export const fashionShapes = {
  jacket,
  coat,
  dress,
  tshirt,
  sweater,
  trousers,
  sneaker,
  boot,
  handbag,
  backpack,
  watch,
  sunglasses,
  necklace,
  beanie,
  blazer,
} satisfies Record<string, ShapeDrawer>;
