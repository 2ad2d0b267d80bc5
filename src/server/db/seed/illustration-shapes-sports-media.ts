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
} from './illustration-svg';

const bicycle: ShapeDrawer = (p) => {
  const wheel = (cx: number) =>
    [
      circle(cx, 194, 44, 'none', { stroke: ink, 'stroke-width': 7 }),
      ...Array.from({ length: 8 }, (_, index) => {
        const angle = (index * Math.PI) / 8;
        return line(
          cx - Math.cos(angle) * 40,
          194 - Math.sin(angle) * 40,
          cx + Math.cos(angle) * 40,
          194 + Math.sin(angle) * 40,
          metalDark,
          1,
        );
      }),
      circle(cx, 194, 5, metalDark),
    ].join('');
  return [
    wheel(124),
    wheel(276),
    stroke('M124 194 L194 196 L178 122 Z M178 122 L262 120 L194 196 M262 120 L276 194', p.main, 7),
    stroke('M262 120 L256 100 L276 96', ink, 5),
    stroke('M178 122 L174 108', ink, 5),
    path('M156 104 Q174 98 192 106 L188 112 Q172 108 158 110 Z', ink),
    circle(194, 196, 10, metalDark),
    line(194, 196, 206, 212, ink, 4),
  ].join('');
};

const dumbbell: ShapeDrawer = (p) => {
  const bell = (y: number, scale: number) =>
    group(
      [
        rect(146, -6, 108, 12, metal, { rx: 4 }),
        rect(112, -40, 18, 80, p.main, { rx: 5 }),
        rect(130, -32, 14, 64, p.dark, { rx: 4 }),
        rect(270, -40, 18, 80, p.main, { rx: 5 }),
        rect(256, -32, 14, 64, p.dark, { rx: 4 }),
        rect(106, -4, 8, 8, metalDark),
        rect(286, -4, 8, 8, metalDark),
      ].join(''),
      { transform: `translate(200 ${y}) scale(${scale}) translate(-200 0)` },
    );
  return [bell(150, 0.72), bell(198, 1)].join('');
};

const tent: ShapeDrawer = (p) =>
  [
    stroke('M60 238 L96 196 M340 238 L304 196', metalDark, 2),
    path('M78 236 Q200 36 322 236 Z', p.main),
    path('M200 60 Q260 120 322 236 L260 236 Q240 140 200 60 Z', p.dark, { opacity: 0.5 }),
    path('M160 236 Q200 118 240 236 Z', shade(p.main, -0.45)),
    stroke('M86 220 Q200 10 314 220', p.light, 3, { opacity: 0.7 }),
    path('M200 122 L200 236 L186 236 Z', p.light, { opacity: 0.35 }),
  ].join('');

const skis: ShapeDrawer = (p) => {
  const ski = (x: number, angle: number) =>
    group(
      [
        path('M-13 220 L-13 20 Q-13 -8 0 -14 Q13 -8 13 20 L13 220 Q13 230 0 230 Q-13 230 -13 220 Z', p.main),
        rect(-9, 30, 18, 180, p.light, { rx: 6, opacity: 0.35 }),
        rect(-11, 100, 22, 40, metalDark, { rx: 4 }),
        rect(-8, 108, 16, 24, ink, { rx: 3 }),
      ].join(''),
      { transform: `translate(${x} 38) scale(0.88) rotate(${angle} 0 220)` },
    );
  return [
    ski(180, -6),
    ski(220, 6),
    line(268, 40, 290, 236, ink, 4),
    circle(288, 220, 9, 'none', { stroke: ink, 'stroke-width': 3 }),
  ].join('');
};

const football: ShapeDrawer = (p) => {
  const patch = (x: number, y: number, r: number) =>
    path(
      `${Array.from({ length: 5 }, (_, index) => {
        const angle = -Math.PI / 2 + (index * 2 * Math.PI) / 5;
        return `${index === 0 ? 'M' : 'L'}${(x + Math.cos(angle) * r).toFixed(1)} ${(y + Math.sin(angle) * r).toFixed(1)}`;
      }).join(' ')} Z`,
      p.isLight ? ink : p.main,
    );
  return [
    '<clipPath id="ball"><circle cx="200" cy="166" r="70"/></clipPath>',
    circle(200, 166, 70, paper),
    group(
      [
        patch(200, 160, 22),
        patch(136, 132, 22),
        patch(264, 132, 22),
        patch(160, 226, 22),
        patch(242, 226, 22),
        patch(200, 90, 16),
      ].join(''),
      {
        'clip-path': 'url(#ball)',
      },
    ),
    circle(200, 166, 70, 'none', { stroke: '#d6d1c4', 'stroke-width': 2 }),
    path('M150 120 Q170 100 200 98', 'none', {
      stroke: '#fff',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
  ].join('');
};

const racket: ShapeDrawer = (p) =>
  [
    '<clipPath id="strings"><ellipse cx="200" cy="104" rx="50" ry="66"/></clipPath>',
    group(
      [
        ...Array.from({ length: 11 }, (_, index) =>
          line(150 + index * 10, 36, 150 + index * 10, 172, paper, 1.5),
        ),
        ...Array.from({ length: 14 }, (_, index) =>
          line(146, 40 + index * 10, 254, 40 + index * 10, paper, 1.5),
        ),
      ].join(''),
      { 'clip-path': 'url(#strings)' },
    ),
    ellipse(200, 104, 54, 70, 'none', { stroke: p.main, 'stroke-width': 10 }),
    path('M184 170 L200 196 L216 170 L208 172 L200 186 L192 172 Z', p.main),
    rect(192, 192, 16, 48, ink, { rx: 5 }),
    circle(266, 222, 16, '#d7e34a'),
    stroke('M252 216 Q266 226 280 216', paper, 2),
  ].join('');

const paddleBoard: ShapeDrawer = (p) =>
  [
    line(300, 30, 292, 200, ink, 5),
    ellipse(292, 212, 12, 26, ink),
    path('M50 214 Q60 190 200 188 Q340 190 352 214 Q340 236 200 238 Q60 236 50 214 Z', p.main),
    path('M60 210 Q200 198 344 210', 'none', { stroke: p.light, 'stroke-width': 4, opacity: 0.8 }),
    rect(160, 200, 90, 22, p.dark, { rx: 8, opacity: 0.8 }),
  ].join('');

const helmet: ShapeDrawer = (p) =>
  [
    path('M96 200 Q94 96 200 90 Q306 96 304 200 Q250 184 200 186 Q150 184 96 200 Z', p.main),
    path('M104 176 Q150 160 200 162 Q250 160 296 176 L304 200 Q250 184 200 186 Q150 184 96 200 Z', p.dark),
    ...[150, 200, 250].map((x) =>
      ellipse(x, 130, 13, 24, p.deep, { transform: `rotate(${(x - 200) / 4} ${x} 130)` }),
    ),
    path('M96 200 L76 206 Q84 190 100 186 Z', ink),
    stroke('M140 196 Q150 236 196 236 M260 196 Q250 236 204 236', ink, 3),
  ].join('');

const books: ShapeDrawer = (p) => {
  const book = (y: number, width: number, height: number, colour: string, offset: number) =>
    [
      rect(200 - width / 2 + offset, y, width, height, colour, { rx: 3 }),
      rect(200 - width / 2 + offset + 6, y + 4, width - 12, height - 8, paper),
      rect(200 - width / 2 + offset, y, 14, height, shade(colour, -0.2), { rx: 3 }),
    ].join('');
  return [
    book(208, 190, 30, p.main, 0),
    book(180, 172, 28, p.isLight ? '#3271cf' : shade(p.main, 0.35), -8),
    book(154, 180, 26, p.dark, 6),
    book(130, 160, 24, '#e8843a', -4),
    group(
      [rect(0, 0, 30, 110, p.main, { rx: 3 }), rect(6, 10, 18, 4, paper), rect(6, 18, 18, 4, paper)].join(''),
      { transform: 'translate(286 120) rotate(12)' },
    ),
  ].join('');
};

const vinyl: ShapeDrawer = (p) =>
  [
    circle(248, 138, 86, ink),
    ...[70, 58, 46].map((r) => circle(248, 138, r, 'none', { stroke: '#40444d', 'stroke-width': 2 })),
    circle(248, 138, 26, p.main),
    circle(248, 138, 4, paper),
    rect(96, 52, 172, 172, p.main, { rx: 3 }),
    circle(170, 126, 46, p.light, { opacity: 0.8 }),
    circle(170, 126, 24, p.dark),
    rect(112, 192, 80, 8, p.pale, { opacity: 0.8 }),
  ].join('');

const disc: ShapeDrawer = (p) =>
  [
    circle(248, 116, 62, '#d9dde2'),
    path('M248 116 L310 116 A62 62 0 0 0 282 64 Z', '#b9e4f1', { opacity: 0.8 }),
    path('M248 116 L206 70 A62 62 0 0 0 190 96 Z', '#f3c7e0', { opacity: 0.8 }),
    circle(248, 116, 16, paper),
    circle(248, 116, 6, '#b4b9c0'),
    rect(130, 48, 128, 178, p.main, { rx: 6 }),
    rect(130, 48, 16, 178, p.dark, { rx: 6 }),
    rect(154, 62, 94, 110, shade(p.main, 0.45)),
    circle(200, 112, 26, p.dark),
    rect(154, 184, 70, 8, p.pale, { opacity: 0.8 }),
  ].join('');

const cassette: ShapeDrawer = (p) =>
  [
    rect(100, 96, 200, 126, p.main, { rx: 10 }),
    rect(116, 108, 168, 70, paper, { rx: 4 }),
    rect(116, 108, 168, 14, p.light),
    rect(150, 136, 100, 32, ink, { rx: 12 }),
    ...[172, 228].map((x) => [circle(x, 152, 12, paper), circle(x, 152, 5, ink)].join('')),
    path('M136 222 L148 190 L252 190 L264 222 Z', p.dark),
    ...[112, 288].map((x) => circle(x, 108, 3, metalDark)),
  ].join('');

export const sportsMediaShapes = {
  bicycle,
  dumbbell,
  tent,
  skis,
  football,
  racket,
  'paddle-board': paddleBoard,
  helmet,
  books,
  vinyl,
  disc,
  cassette,
} satisfies Record<string, ShapeDrawer>;
