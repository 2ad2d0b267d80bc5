import {
  circle,
  glass,
  ink,
  line,
  metal,
  metalDark,
  path,
  rect,
  type ShapeDrawer,
  stroke,
} from './illustration-svg';

/** A road wheel: tyre, rim and hub, larger than the toy car's. */
const roadWheel = (x: number, y: number, r: number) =>
  [circle(x, y, r, ink), circle(x, y, r * 0.58, metal), circle(x, y, r * 0.2, metalDark)].join('');

/** A hatchback seen from the side (Golf, Polo, Corsa). */
const car: ShapeDrawer = (p) =>
  [
    path(
      'M52 206 L52 170 Q54 154 80 150 L132 144 L170 102 Q178 94 192 94 L276 94 Q292 94 300 104 L334 146 Q350 150 350 168 L350 206 Z',
      p.main,
    ),
    path('M178 108 L232 108 L232 144 L144 144 Z', glass),
    path('M242 108 L284 108 Q290 108 294 114 L318 144 L242 144 Z', glass),
    line(237, 104, 237, 204, p.dark, 3),
    rect(52, 180, 298, 6, p.dark),
    rect(190, 156, 18, 4, p.deep, { rx: 2 }),
    rect(262, 156, 18, 4, p.deep, { rx: 2 }),
    circle(62, 164, 7, '#ffd27a'),
    rect(340, 160, 10, 12, '#cc3640', { rx: 2 }),
    roadWheel(116, 208, 30),
    roadWheel(290, 208, 30),
  ].join('');

/** A naked motorbike (MT-07, Duke, Z650). */
const motorbike: ShapeDrawer = (p) =>
  [
    roadWheel(112, 200, 40),
    roadWheel(294, 200, 40),
    stroke('M112 200 L184 164 L250 166 M294 200 L258 108', metalDark, 7),
    path('M170 150 L236 150 L240 186 L180 188 Z', metalDark),
    rect(184, 170, 46, 14, metal, { rx: 4 }),
    path('M186 116 Q214 102 250 110 L256 138 L190 142 Z', p.main),
    path('M108 128 Q140 118 190 124 L188 142 L118 144 Z', ink),
    path('M100 126 Q110 118 124 124 L120 140 L104 138 Z', p.dark),
    stroke('M250 104 L264 92 L286 90', ink, 5),
    circle(270, 120, 10, '#ffd27a'),
    stroke('M200 188 L140 196 L92 186', metalDark, 5),
  ].join('');

/** A step-through scooter (Vespa, Zip, Simson-style moped). */
const scooter: ShapeDrawer = (p) =>
  [
    path('M96 196 Q94 148 146 140 L178 140 L198 176 L262 176 L274 196 Z', p.main),
    path('M250 190 L262 96 L282 96 L286 130 Q300 170 296 196 Z', p.main),
    path('M112 136 Q140 124 186 128 L184 142 L116 148 Z', ink),
    stroke('M254 96 L246 78 L290 74', ink, 5),
    circle(278, 96, 9, '#ffd27a'),
    rect(110, 160, 40, 6, p.dark, { rx: 3 }),
    roadWheel(128, 210, 26),
    roadWheel(288, 210, 26),
  ].join('');

/** A stand-up electric kick scooter (Xiaomi, Ninebot). */
const eScooter: ShapeDrawer = (p) =>
  [
    rect(118, 196, 158, 14, p.main, { rx: 6 }),
    stroke('M270 198 L300 74', p.dark, 8),
    stroke('M278 76 L322 70', ink, 6),
    circle(302, 92, 6, '#ffd27a'),
    rect(140, 190, 100, 6, ink, { rx: 3 }),
    roadWheel(130, 216, 20),
    roadWheel(304, 216, 20),
  ].join('');

export const vehicleShapes = {
  car,
  motorbike,
  scooter,
  'e-scooter': eScooter,
} satisfies Record<string, ShapeDrawer>;
