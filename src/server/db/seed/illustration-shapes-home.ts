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
  shade,
  stroke,
  woodDark,
} from './illustration-svg';

const leg = (x: number, top: number, bottom = 240, colour = woodDark) =>
  path(`M${x - 4} ${top} L${x + 4} ${top} L${x + 2} ${bottom} L${x - 2} ${bottom} Z`, colour);

const sofa: ShapeDrawer = (p) =>
  [
    leg(96, 214),
    leg(304, 214),
    rect(78, 104, 244, 80, p.main, { rx: 24 }),
    rect(92, 112, 104, 62, p.light, { rx: 14, opacity: 0.5 }),
    rect(204, 112, 104, 62, p.light, { rx: 14, opacity: 0.5 }),
    rect(74, 198, 252, 20, p.dark, { rx: 8 }),
    rect(90, 164, 112, 40, p.light, { rx: 12 }),
    rect(198, 164, 112, 40, p.light, { rx: 12 }),
    rect(60, 132, 40, 84, p.dark, { rx: 18 }),
    rect(300, 132, 40, 84, p.dark, { rx: 18 }),
  ].join('');

const armchair: ShapeDrawer = (p) =>
  [
    leg(140, 212),
    leg(260, 212),
    path('M138 96 Q138 60 200 60 Q262 60 262 96 L262 170 L138 170 Z', p.main),
    path('M138 100 Q126 96 120 118 L120 200 L150 200 L150 110 Z', p.dark),
    path('M262 100 Q274 96 280 118 L280 200 L250 200 L250 110 Z', p.dark),
    rect(146, 160, 108, 36, p.light, { rx: 12 }),
    rect(118, 196, 164, 20, p.dark, { rx: 8 }),
    ...[0, 1, 2].map((index) => circle(176 + index * 24, 112, 3, p.deep)),
  ].join('');

const table: ShapeDrawer = (p) =>
  [
    leg(100, 130),
    leg(300, 130),
    leg(128, 128, 232, shade(woodDark, 0.2)),
    leg(272, 128, 232, shade(woodDark, 0.2)),
    path('M70 122 L330 122 L316 106 L84 106 Z', p.light),
    rect(70, 122, 260, 14, p.main, { rx: 3 }),
    rect(88, 136, 224, 12, p.dark),
    ellipse(230, 98, 22, 6, paper),
    path('M220 98 L240 98 L236 70 L224 70 Z', glass, { opacity: 0.6 }),
    stroke('M230 72 Q226 54 216 46', '#3d8c55', 3),
    circle(214, 44, 7, '#e996b5'),
  ].join('');

const chair: ShapeDrawer = (p) =>
  [
    leg(160, 156),
    leg(240, 156),
    leg(172, 156, 230, shade(woodDark, 0.2)),
    leg(228, 156, 230, shade(woodDark, 0.2)),
    path('M158 62 Q200 52 242 62 L238 126 Q200 120 162 126 Z', p.main),
    path('M150 150 Q200 138 250 150 L246 166 Q200 158 154 166 Z', p.main),
    path('M150 150 Q200 138 250 150 L248 156 Q200 146 152 156 Z', p.light),
    rect(186, 124, 10, 28, woodDark),
    rect(204, 124, 10, 28, woodDark),
  ].join('');

const shelf: ShapeDrawer = (p) => {
  const cells = Array.from({ length: 16 }, (_, index) => {
    const x = 116 + (index % 4) * 44;
    const y = 50 + Math.floor(index / 4) * 46;
    const fill = [p.dark, '#cc3640', '#3271cf', '#ecc546', p.deep][index % 5]!;
    const content =
      index % 3 === 0
        ? [
            rect(x + 6, y + 10, 8, 32, fill),
            rect(x + 15, y + 14, 8, 28, shade(fill, 0.3)),
            rect(x + 24, y + 8, 7, 34, shade(fill, -0.2)),
          ].join('')
        : index % 3 === 1
          ? rect(x + 4, y + 6, 32, 36, p.dark, { rx: 3 })
          : '';
    return rect(x, y, 40, 42, p.isLight ? shade(p.main, -0.08) : p.light, { opacity: 0.9 }) + content;
  });
  return [rect(110, 44, 180, 194, p.main, { rx: 3 }), ...cells].join('');
};

const bed: ShapeDrawer = (p) =>
  [
    leg(92, 216),
    leg(308, 216),
    rect(78, 90, 244, 100, p.dark, { rx: 12 }),
    rect(80, 168, 240, 32, paper, { rx: 8 }),
    ellipse(140, 160, 42, 16, paper),
    ellipse(260, 160, 42, 16, paper),
    path('M80 176 L320 176 L320 204 Q320 214 310 214 L90 214 Q80 214 80 204 Z', p.main),
    path('M80 176 L320 176 L320 184 L80 184 Z', p.light),
  ].join('');

const floorLamp: ShapeDrawer = (p) =>
  [
    ellipse(200, 124, 70, 40, '#ffe9a8', { opacity: 0.35 }),
    ellipse(200, 236, 40, 8, ink),
    line(200, 236, 200, 96, ink, 5),
    path('M150 104 L250 104 L230 36 L170 36 Z', p.main),
    path('M170 36 L230 36 L232 44 L168 44 Z', p.light),
    ellipse(200, 104, 50, 6, p.dark),
  ].join('');

const tableLamp: ShapeDrawer = (p) =>
  [
    ellipse(200, 170, 80, 40, '#ffe9a8', { opacity: 0.35 }),
    ellipse(200, 234, 48, 10, p.dark),
    stroke('M200 232 L170 160 L214 104', p.dark, 7),
    circle(170, 160, 7, p.deep),
    path('M196 90 Q190 60 230 54 Q276 52 284 92 L256 112 Q236 84 210 110 Z', p.main),
    ellipse(244, 104, 22, 8, '#ffe08a'),
  ].join('');

const vase: ShapeDrawer = (p) =>
  [
    stroke('M196 92 Q186 56 160 36', '#5b8c5a', 3),
    stroke('M204 92 Q214 50 246 32', '#5b8c5a', 3),
    ...[
      [168, 50],
      [176, 66],
      [236, 42],
      [226, 60],
    ].map(([x, y]) => ellipse(x!, y!, 9, 5, '#7fb37c', { transform: `rotate(-30 ${x} ${y})` })),
    path(
      'M172 86 L228 86 Q224 106 236 124 Q272 172 250 220 Q240 238 200 238 Q160 238 150 220 Q128 172 164 124 Q176 106 172 86 Z',
      p.main,
    ),
    ellipse(200, 86, 28, 6, p.dark),
    stroke('M160 150 Q150 180 162 212', p.light, 6, { opacity: 0.7 }),
  ].join('');

const mirror: ShapeDrawer = (p) =>
  [
    path('M144 238 L144 98 Q144 34 200 34 Q256 34 256 98 L256 238 Z', p.main),
    path('M154 232 L154 100 Q154 46 200 46 Q246 46 246 100 L246 232 Z', glass),
    path('M154 232 L154 100 Q154 46 200 46 Q246 46 246 100 L246 232 Z', '#ffffff', { opacity: 0.2 }),
    path('M168 150 L214 70 L226 76 L180 160 Z', '#fff', { opacity: 0.45 }),
    path('M178 190 L232 96 L238 102 L186 196 Z', '#fff', { opacity: 0.3 }),
  ].join('');

const picture: ShapeDrawer = (p) =>
  [
    stroke('M170 64 L200 34 L230 64', metalDark, 2),
    rect(96, 60, 208, 156, p.isLight ? woodDark : p.dark),
    rect(106, 70, 188, 136, paper),
    rect(122, 84, 156, 108, '#dce9f2'),
    path('M122 170 Q150 130 180 160 Q210 110 240 150 Q260 120 278 140 L278 192 L122 192 Z', p.main),
    path('M122 182 Q170 160 210 178 Q250 190 278 170 L278 192 L122 192 Z', shade(p.main, -0.25)),
    circle(250, 108, 12, '#ffd27a'),
  ].join('');

const plant: ShapeDrawer = (p) => {
  const leaf = (x: number, y: number, angle: number, scale: number) =>
    group(
      [
        path('M0 0 Q-26 -30 0 -70 Q26 -30 0 0 Z', p.main),
        path('M0 0 Q-26 -30 0 -70 L0 0 Z', p.dark, { opacity: 0.5 }),
        line(0, 0, 0, -64, p.light, 1.5),
      ].join(''),
      { transform: `translate(${x} ${y}) rotate(${angle}) scale(${scale})` },
    );
  return [
    leaf(200, 170, -55, 1.1),
    leaf(200, 170, 50, 1.15),
    leaf(200, 170, -20, 1.35),
    leaf(200, 170, 18, 1.25),
    leaf(200, 170, -80, 0.9),
    leaf(200, 170, 78, 0.95),
    path('M158 168 L242 168 L232 238 L168 238 Z', '#c8704a'),
    rect(152, 160, 96, 16, '#b25f3d', { rx: 4 }),
  ].join('');
};

const cookware: ShapeDrawer = (p: Palette) =>
  [
    rect(100, 152, 38, 14, ink, { rx: 7 }),
    rect(262, 152, 38, 14, ink, { rx: 7 }),
    path('M126 130 L274 130 L268 222 Q266 236 250 236 L150 236 Q134 236 132 222 Z', p.main),
    path('M126 130 L274 130 L273 146 L127 146 Z', p.dark),
    ellipse(200, 128, 80, 16, p.dark),
    ellipse(200, 124, 76, 13, p.light),
    rect(188, 100, 24, 16, ink, { rx: 6 }),
    stroke('M140 170 Q136 200 146 224', '#fff', 5, { opacity: 0.25 }),
  ].join('');

const tableware: ShapeDrawer = (p) =>
  [
    ellipse(200, 214, 112, 26, paper),
    ellipse(200, 212, 84, 18, shade(paper, -0.06)),
    ellipse(200, 212, 100, 22, 'none', { stroke: p.main, 'stroke-width': 3 }),
    path(
      'M156 120 L244 120 L236 196 Q232 212 214 212 L186 212 Q168 212 164 196 Z',
      p.isLight ? shade(p.main, -0.05) : p.main,
    ),
    ellipse(200, 120, 44, 9, p.dark),
    stroke('M242 140 Q272 140 270 164 Q268 184 238 182', p.isLight ? shade(p.main, -0.2) : p.main, 9),
    ...[0, 1, 2].map((index) => circle(180 + index * 20, 160, 6, p.isLight ? '#3271cf' : p.light)),
    stroke('M188 100 Q182 86 192 74', metal, 3, { opacity: 0.8 }),
    stroke('M210 100 Q204 86 214 74', metal, 3, { opacity: 0.8 }),
  ].join('');

const rug: ShapeDrawer = (p) =>
  [
    path('M60 226 L340 226 L300 150 L100 150 Z', p.main),
    path('M78 218 L322 218 L290 158 L110 158 Z', 'none', { stroke: p.dark, 'stroke-width': 5 }),
    ...[0, 1, 2].map((index) =>
      path(
        `M${150 + index * 50} 188 L${170 + index * 50} 172 L${190 + index * 50} 188 L${170 + index * 50} 204 Z`,
        p.light,
      ),
    ),
    ...Array.from({ length: 23 }, (_, index) => line(64 + index * 12, 226, 64 + index * 12, 236, p.dark, 2)),
  ].join('');

export const homeShapes = {
  sofa,
  armchair,
  table,
  chair,
  shelf,
  bed,
  'floor-lamp': floorLamp,
  'table-lamp': tableLamp,
  vase,
  mirror,
  picture,
  plant,
  cookware,
  tableware,
  rug,
} satisfies Record<string, ShapeDrawer>;
