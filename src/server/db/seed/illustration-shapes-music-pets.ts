import {
  circle,
  ellipse,
  group,
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
  wood,
  woodDark,
} from './illustration-svg';

const acousticGuitar: ShapeDrawer = (p) =>
  group(
    [
      rect(192, 20, 16, 110, woodDark),
      rect(186, 6, 28, 26, shade(woodDark, -0.2), { rx: 4 }),
      circle(200, 190, 56, p.main),
      circle(200, 124, 40, p.main),
      rect(160, 150, 80, 20, p.main),
      circle(200, 148, 16, ink),
      circle(200, 148, 20, 'none', { stroke: p.dark, 'stroke-width': 3 }),
      rect(180, 196, 40, 10, shade(woodDark, -0.2), { rx: 3 }),
      ...[-4, 0, 4].map((dx) => line(200 + dx, 20, 200 + dx, 200, paper, 1)),
    ].join(''),
    { transform: 'translate(200 152) scale(0.86) translate(-200 -140) rotate(-16 200 140)' },
  );

const electricGuitar: ShapeDrawer = (p) =>
  group(
    [
      rect(193, 10, 14, 130, woodDark),
      path('M188 0 L214 0 L210 30 L190 30 Z', shade(woodDark, -0.2)),
      path(
        'M150 150 Q140 116 168 118 Q184 120 190 136 L214 136 Q222 104 246 112 Q264 120 246 154 Q270 200 244 230 Q220 252 186 236 Q146 250 138 214 Q132 180 150 150 Z',
        p.main,
      ),
      path('M178 150 L232 150 Q238 190 222 214 L186 214 Q172 190 178 150 Z', paper, { opacity: 0.9 }),
      ...[160, 180].map((y) => rect(188, y, 24, 8, ink, { rx: 2 })),
      rect(188, 200, 24, 6, metal),
      ...[-3, 0, 3].map((dx) => line(200 + dx, 10, 200 + dx, 204, metal, 1)),
      circle(236, 206, 5, metal),
      circle(244, 190, 5, metal),
    ].join(''),
    { transform: 'translate(200 156) scale(0.84) translate(-200 -140) rotate(-18 200 140)' },
  );

const piano: ShapeDrawer = (p) =>
  [
    stroke('M110 190 L150 238 M150 190 L110 238 M250 190 L290 238 M290 190 L250 238', ink, 5),
    rect(54, 128, 292, 66, p.main, { rx: 8 }),
    rect(64, 152, 272, 34, paper),
    ...Array.from({ length: 16 }, (_, index) =>
      line(64 + (index + 1) * 17, 152, 64 + (index + 1) * 17, 186, '#c9c5bb', 1.5),
    ),
    ...Array.from({ length: 16 }, (_, index) =>
      [2, 6].includes(index % 7) ? '' : rect(75 + index * 17, 152, 10, 20, ink, { rx: 1 }),
    ),
    rect(140, 136, 60, 8, '#5fd068', { rx: 2, opacity: 0.8 }),
    ...[220, 240, 260].map((x) => circle(x, 140, 4, p.light)),
  ].join('');

const drum: ShapeDrawer = (p) =>
  [
    rect(116, 130, 168, 96, p.main),
    ellipse(200, 226, 84, 16, p.dark),
    rect(116, 130, 168, 96, p.light, { opacity: 0.12 }),
    ...[130, 170, 210, 250].map((x) => rect(x, 150, 10, 56, metal, { rx: 3 })),
    ellipse(200, 130, 84, 18, metal),
    ellipse(200, 128, 78, 14, paper),
    stroke('M140 60 L220 124 M272 58 L196 120', woodDark, 5),
  ].join('');

const trumpet: ShapeDrawer = (p) =>
  [
    stroke('M80 150 L268 150', p.main, 9),
    rect(120, 156, 130, 40, 'none', { stroke: p.main, 'stroke-width': 9, rx: 20 }),
    path('M262 120 L330 96 L330 204 L262 180 Z', p.main),
    ellipse(330, 150, 10, 54, p.dark),
    ...[160, 184, 208].map((x) =>
      [rect(x - 7, 118, 14, 64, p.dark, { rx: 4 }), rect(x - 9, 110, 18, 10, p.light, { rx: 3 })].join(''),
    ),
    rect(70, 144, 16, 12, p.dark, { rx: 4 }),
  ].join('');

const violin: ShapeDrawer = (p) =>
  [
    line(96, 60, 300, 214, woodDark, 3),
    group(
      [
        rect(193, 10, 14, 90, ink),
        circle(200, 12, 9, woodDark),
        path(
          'M160 100 Q160 86 178 86 Q200 90 222 86 Q240 86 240 100 Q240 132 226 142 Q246 156 246 196 Q246 236 200 236 Q154 236 154 196 Q154 156 174 142 Q160 132 160 100 Z',
          p.main,
        ),
        stroke('M180 150 Q186 170 180 190 M220 150 Q214 170 220 190', ink, 3),
        rect(186, 176, 28, 6, ink),
        ...[-3, 0, 3].map((dx) => line(200 + dx, 16, 200 + dx, 214, paper, 1)),
      ].join(''),
      { transform: 'translate(200 150) scale(0.86) translate(-200 -134) rotate(14 200 140)' },
    ),
  ].join('');

const mixer: ShapeDrawer = (p) =>
  [
    path('M70 214 L330 214 L310 128 L90 128 Z', p.main),
    rect(70, 214, 260, 14, p.dark),
    ...Array.from({ length: 8 }, (_, index) => {
      const x = 110 + index * 26;
      return [
        rect(x - 2, 168, 4, 38, ink),
        rect(x - 7, 176 + (index % 3) * 8, 14, 8, paper, { rx: 2 }),
        circle(x, 148, 5, metal),
        circle(x, 136, 3, index < 5 ? '#5fd068' : '#ecc546'),
      ].join('');
    }),
  ].join('');

const petBed: ShapeDrawer = (p) =>
  [
    ellipse(200, 204, 116, 44, p.dark),
    ellipse(200, 194, 112, 38, p.main),
    ellipse(200, 200, 80, 24, p.light),
    path(
      'M172 196 Q166 188 172 184 Q178 182 180 188 L222 188 Q224 182 230 184 Q236 188 230 196 Q236 204 230 206 Q224 208 222 202 L180 202 Q178 208 172 206 Q166 204 172 196 Z',
      paper,
    ),
  ].join('');

const petBowl: ShapeDrawer = (p) =>
  [
    path('M108 200 L222 200 L210 236 L120 236 Z', p.main),
    ellipse(165, 200, 57, 10, p.dark),
    ...[0, 1, 2, 3, 4, 5].map((index) => circle(134 + index * 11, 198 - (index % 2) * 3, 5, '#9a6a3c')),
    path('M226 212 L306 212 L298 236 L234 236 Z', shade(p.main, 0.2)),
    ellipse(266, 212, 40, 7, '#6fb2e0'),
  ].join('');

const cage: ShapeDrawer = (p) =>
  [
    ...Array.from({ length: 17 }, (_, index) =>
      line(100 + index * 12.5, 92, 100 + index * 12.5, 202, metalDark, 2),
    ),
    path('M96 92 Q200 40 304 92', 'none', { stroke: metalDark, 'stroke-width': 4 }),
    line(96, 92, 304, 92, metalDark, 4),
    rect(150, 120, 50, 60, 'none', { stroke: metal, 'stroke-width': 4 }),
    rect(88, 198, 224, 40, p.main, { rx: 8 }),
    rect(88, 198, 224, 8, p.light, { rx: 4 }),
    rect(230, 160, 44, 38, wood, { rx: 4 }),
  ].join('');

const aquarium: ShapeDrawer = (p) =>
  [
    rect(92, 60, 216, 16, ink, { rx: 4 }),
    rect(96, 74, 208, 150, '#7fc3e6', { opacity: 0.9 }),
    rect(96, 200, 208, 24, '#e0c894'),
    ...[120, 150, 270].map((x) =>
      stroke(`M${x} 204 Q${x - 10} 170 ${x + 4} 130 M${x} 204 Q${x + 14} 176 ${x + 6} 150`, '#3d8c55', 4),
    ),
    ellipse(206, 130, 18, 11, p.main === '#3d8c55' ? '#e8843a' : p.main),
    path('M222 130 L236 120 L236 140 Z', p.main === '#3d8c55' ? '#e8843a' : p.main),
    circle(198, 127, 2.5, ink),
    ...[
      [186, 110, 4],
      [180, 94, 3],
      [188, 82, 2.5],
    ].map(([x, y, r]) => circle(x!, y!, r!, '#fff', { opacity: 0.7 })),
    rect(92, 222, 216, 16, ink, { rx: 3 }),
    rect(96, 74, 208, 150, 'none', { stroke: '#dbeef7', 'stroke-width': 3 }),
  ].join('');

const catTree: ShapeDrawer = (p) =>
  [
    rect(110, 222, 180, 16, p.dark, { rx: 5 }),
    ...[150, 248].map((x) =>
      [
        rect(x - 10, 110, 20, 114, '#d9c49a'),
        ...Array.from({ length: 9 }, (_, index) =>
          line(x - 10, 116 + index * 12, x + 10, 120 + index * 12, '#b9a176', 2),
        ),
      ].join(''),
    ),
    rect(180, 150, 88, 56, p.main, { rx: 8 }),
    circle(224, 180, 16, shade(p.main, -0.45)),
    ellipse(150, 108, 52, 12, p.main),
    ellipse(248, 110, 40, 10, p.main),
    path('M222 108 Q222 72 248 70 Q274 72 274 108 Z', p.dark),
    circle(150, 140, 7, '#e0455a'),
    line(150, 116, 150, 134, metal, 1),
  ].join('');

const saddle: ShapeDrawer = (p) =>
  [
    path('M150 168 L150 220 Q150 232 162 232 L238 232 Q250 232 250 220 L250 168 Z', p.dark),
    path(
      'M104 142 Q150 112 200 134 Q250 156 292 112 L306 130 Q296 184 240 190 L160 190 Q110 186 104 142 Z',
      p.main,
    ),
    path('M120 140 Q160 124 200 140 Q240 160 290 122', 'none', {
      stroke: p.light,
      'stroke-width': 4,
      opacity: 0.6,
    }),
    stroke('M200 190 L200 214', metalDark, 3),
    path('M186 214 L214 214 L208 236 L192 236 Z', 'none', { stroke: metal, 'stroke-width': 4 }),
  ].join('');

export const musicPetShapes = {
  'acoustic-guitar': acousticGuitar,
  'electric-guitar': electricGuitar,
  piano,
  drum,
  trumpet,
  violin,
  mixer,
  'pet-bed': petBed,
  'pet-bowl': petBowl,
  cage,
  aquarium,
  'cat-tree': catTree,
  saddle,
} satisfies Record<string, ShapeDrawer>;
