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
  woodDark,
} from './illustration-svg';

const coin: ShapeDrawer = (p) => {
  const face = (cx: number, cy: number, r: number, tone: string) =>
    [
      circle(cx, cy + 4, r, shade(tone, -0.3)),
      circle(cx, cy, r, tone),
      circle(cx, cy, r * 0.84, 'none', { stroke: shade(tone, -0.2), 'stroke-width': 3 }),
      ...Array.from({ length: 14 }, (_, index) => {
        const angle = (index / 14) * Math.PI * 2;
        return ellipse(
          cx + Math.cos(angle) * r * 0.72,
          cy + Math.sin(angle) * r * 0.72,
          3,
          6,
          shade(tone, -0.15),
          {
            transform: `rotate(${(angle * 180) / Math.PI + 90} ${cx + Math.cos(angle) * r * 0.72} ${cy + Math.sin(angle) * r * 0.72})`,
          },
        );
      }),
      circle(cx, cy, r * 0.42, shade(tone, 0.25)),
      path(
        `M${cx - r * 0.2} ${cy + r * 0.25} L${cx} ${cy - r * 0.3} L${cx + r * 0.2} ${cy + r * 0.25} Z`,
        shade(tone, -0.2),
      ),
    ].join('');
  return [face(258, 186, 46, shade(p.main, -0.1)), face(176, 150, 70, p.main)].join('');
};

const stamp: ShapeDrawer = (p) =>
  [
    rect(126, 52, 148, 184, paper, {
      stroke: paper,
      'stroke-width': 12,
      'stroke-dasharray': '7 5',
      'stroke-linejoin': 'round',
    }),
    rect(140, 66, 120, 156, p.main),
    path('M140 180 L178 130 L204 160 L226 134 L260 176 L260 222 L140 222 Z', p.dark),
    circle(226, 98, 14, p.pale),
    rect(150, 196, 50, 8, p.pale, { opacity: 0.8 }),
    circle(256, 206, 34, 'none', { stroke: ink, 'stroke-width': 2, opacity: 0.45 }),
    stroke('M214 196 Q236 186 258 196 T302 196', ink, 2, { opacity: 0.45 }),
  ].join('');

const tradingCard: ShapeDrawer = (p) =>
  [
    rect(130, 32, 140, 206, glass, { rx: 10, opacity: 0.4 }),
    rect(140, 42, 120, 180, p.main, { rx: 8 }),
    rect(150, 52, 100, 8, p.dark, { rx: 3 }),
    rect(150, 66, 100, 72, shade(p.main, 0.5)),
    circle(200, 104, 26, '#e8843a'),
    path('M186 92 L200 72 L214 92 Z', '#cc3640'),
    rect(150, 146, 100, 6, p.dark, { rx: 3 }),
    rect(150, 158, 76, 6, p.dark, { rx: 3 }),
    rect(150, 170, 88, 6, p.dark, { rx: 3 }),
    path('M140 120 L260 60 L260 84 L140 144 Z', '#fff', { opacity: 0.22 }),
  ].join('');

const clock: ShapeDrawer = (p) =>
  [
    rect(112, 222, 176, 16, p.deep, { rx: 4 }),
    path('M122 224 L122 120 Q122 56 200 56 Q278 56 278 120 L278 224 Z', p.main),
    path('M122 224 L122 120 Q122 56 200 56 L200 224 Z', p.light, { opacity: 0.15 }),
    circle(200, 126, 50, '#d8b36a'),
    circle(200, 126, 44, paper),
    ...Array.from({ length: 12 }, (_, hour) => {
      const angle = (hour * Math.PI) / 6;
      return circle(200 + Math.sin(angle) * 36, 126 - Math.cos(angle) * 36, hour % 3 === 0 ? 3 : 1.8, ink);
    }),
    line(200, 126, 200, 98, ink, 3),
    line(200, 126, 220, 138, ink, 3),
    rect(186, 186, 28, 26, p.dark, { rx: 4 }),
  ].join('');

const train: ShapeDrawer = (p) => {
  const wheel = (x: number, r: number) => [circle(x, 214, r, ink), circle(x, 214, r * 0.45, metal)].join('');
  return [
    rect(60, 228, 280, 5, metalDark),
    ...Array.from({ length: 12 }, (_, index) => rect(64 + index * 24, 232, 14, 6, woodDark)),
    rect(88, 128, 150, 60, p.main, { rx: 28 }),
    rect(222, 92, 72, 100, p.main, { rx: 6 }),
    rect(216, 84, 84, 12, p.dark, { rx: 3 }),
    rect(234, 108, 44, 30, glass),
    rect(112, 96, 20, 34, ink, { rx: 3 }),
    rect(106, 92, 32, 8, ink, { rx: 2 }),
    circle(176, 126, 12, p.dark),
    rect(80, 186, 226, 14, ink, { rx: 4 }),
    circle(86, 158, 9, '#ffd27a'),
    wheel(120, 20),
    wheel(170, 20),
    wheel(264, 24),
    line(120, 214, 264, 214, metal, 4),
  ].join('');
};

const trophy: ShapeDrawer = (p) =>
  [
    stroke('M150 84 Q108 84 112 118 Q116 146 160 150', p.dark, 9),
    stroke('M250 84 Q292 84 288 118 Q284 146 240 150', p.dark, 9),
    path('M146 66 L254 66 Q254 152 200 164 Q146 152 146 66 Z', p.main),
    path('M160 74 L178 74 Q178 130 196 152 Q162 140 160 74 Z', p.light, { opacity: 0.6 }),
    ellipse(200, 66, 54, 9, p.dark),
    rect(190, 160, 20, 34, p.dark),
    rect(164, 190, 72, 12, p.main, { rx: 3 }),
    rect(152, 202, 96, 36, woodDark, { rx: 4 }),
    rect(172, 212, 56, 14, '#d8b36a', { rx: 2 }),
  ].join('');

const bodysuit: ShapeDrawer = (p) =>
  [
    path(
      'M166 62 Q200 82 234 62 L276 80 L292 114 L262 124 L258 110 L256 170 Q256 202 226 220 L216 238 L184 238 L174 220 Q144 202 144 170 L142 110 L138 124 L108 114 L124 80 Z',
      p.main,
    ),
    stroke('M170 64 Q200 90 230 64', p.dark, 6),
    ...[188, 200, 212].map((x) => circle(x, 232, 3, paper)),
    path('M186 130 Q176 118 184 110 Q192 104 200 114 Q208 104 216 110 Q224 118 214 130 L200 144 Z', p.light),
  ].join('');

const stroller: ShapeDrawer = (p) =>
  [
    stroke('M150 196 L122 222 M250 196 L276 222', metalDark, 5),
    stroke('M276 128 L316 72 L332 72', ink, 7),
    path('M104 128 L292 128 Q292 192 232 198 L164 198 Q104 192 104 128 Z', p.main),
    path('M104 130 Q112 58 206 62 L206 130 Z', p.dark),
    ...[0, 1, 2].map((index) =>
      stroke(
        `M${116 + index * 30} ${124} Q${130 + index * 26} ${88 - index * 6} ${206} ${70 + index * 18}`,
        p.deep,
        2,
        { opacity: 0.5 },
      ),
    ),
    rect(104, 126, 188, 8, p.light, { rx: 4 }),
    circle(122, 222, 17, ink),
    circle(276, 222, 17, ink),
    circle(122, 222, 6, metal),
    circle(276, 222, 6, metal),
  ].join('');

const carSeat: ShapeDrawer = (p) =>
  [
    stroke('M112 160 Q112 52 200 52 Q288 52 288 160', metalDark, 10),
    path('M118 226 Q106 150 150 110 Q176 92 220 100 Q280 112 290 180 L292 226 Z', p.main),
    path('M150 130 Q176 112 214 118 Q252 126 262 176 L264 210 L160 210 Q140 170 150 130 Z', p.deep),
    stroke('M188 124 L196 200 M232 126 L220 200', p.light, 5),
    rect(196, 166, 24, 16, metal, { rx: 3 }),
    rect(112, 222, 184, 14, ink, { rx: 6 }),
  ].join('');

const highChair: ShapeDrawer = (p) =>
  [
    path('M146 40 L160 40 L140 238 L124 238 Z', p.main),
    path('M240 40 L254 40 L276 238 L260 238 Z', p.main),
    rect(150, 58, 100, 34, p.dark, { rx: 4 }),
    rect(142, 130, 116, 12, p.dark, { rx: 3 }),
    rect(136, 180, 128, 12, p.dark, { rx: 3 }),
    rect(132, 214, 136, 10, p.deep, { rx: 3 }),
    rect(156, 100, 88, 24, p.light, { rx: 10 }),
  ].join('');

export const collectibleFamilyShapes = {
  coin,
  stamp,
  'trading-card': tradingCard,
  clock,
  train,
  trophy,
  bodysuit,
  stroller,
  'car-seat': carSeat,
  'high-chair': highChair,
} satisfies Record<string, ShapeDrawer>;
