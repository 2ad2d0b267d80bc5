import { entries, type ReferenceEntry } from './reference-entry';

/**
 * Bicycles: common models and lines with their typical used price in good condition, a few
 * years old, on German classifieds 2025/2026 (our own estimates; ADR 047).
 */
export const bicyclePrices: ReferenceEntry[] = [
  ...entries(
    ['sports-leisure-bicycles-ebikes'],
    [
      ['riese muller|riese und muller|riese & muller|r&m', 3200, { includesBrand: true }],
      ['cube kathmandu hybrid', 1900],
      ['cube stereo hybrid', 2400],
      ['cube reaction hybrid', 1600],
      ['cube nuride|cube touring hybrid|cube ella', 1300],
      ['haibike sduro|haibike alltrack|haibike trekking', 1300],
      ['gazelle', 1400],
      ['kalkhoff', 1300],
      ['vanmoof', 900],
      ['canyon precede|canyon pathlite on|canyon spectral on|canyon neuron on', 2500],
      ['specialized turbo vado|specialized turbo como|turbo levo', 2600],
      ['fischer|prophete|zundapp|telefunken|llobe|saxonette|rex', 550, { includesBrand: true }],
    ],
  ),
  ...entries(
    ['sports-leisure-bicycles-mountain'],
    [
      ['canyon spectral|canyon strive|canyon torque', 1600],
      ['canyon neuron', 1200],
      ['canyon grand canyon', 650],
      ['cube stereo', 1200],
      ['cube reaction', 600],
      ['cube aim|cube attention|cube analog', 320],
      ['specialized stumpjumper|specialized enduro', 1800],
      ['trek fuel ex', 1800],
      ['trek marlin', 450],
      ['rockrider', 220, { includesBrand: true }],
    ],
  ),
  ...entries(
    ['sports-leisure-bicycles-road'],
    [
      ['canyon ultimate|canyon aeroad', 1500],
      ['canyon endurace|canyon grail', 1100],
      ['cube attain', 550],
      ['cube agree|cube nuroad', 900],
      ['specialized tarmac', 1800],
      ['specialized allez', 500],
      ['triban', 250, { includesBrand: true }],
    ],
  ),
  ...entries(
    ['sports-leisure-bicycles-city'],
    [
      ['hollandrad|dutch bike', 150],
      ['cube kathmandu|cube touring|cube nature', 450],
      ['lastenrad|cargo bike|babboe|urban arrow', 1200],
    ],
  ),
];

/** How a kind of motor vehicle loses value: the share of the new price left, and mileage. */
export interface VehicleClass {
  /** Share of the new price left after the first year. */
  firstYear: number;
  /** Share kept each further year. */
  yearly: number;
  /** Never below this share (a running vehicle is still worth something). */
  floor: number;
  /** Ordinary kilometres per year. */
  kmPerYear: number;
  /** Kilometres above (below) ordinary that cost (add) about a quarter of the value. */
  kmQuarter: number;
  /** Age assumed when the seller said no year. */
  defaultAge: number;
}

export const vehicleClasses: Record<string, VehicleClass> = {
  'vehicles-cars': {
    firstYear: 0.8,
    yearly: 0.91,
    floor: 0.05,
    kmPerYear: 13_000,
    kmQuarter: 60_000,
    defaultAge: 9,
  },
  'vehicles-motorcycles': {
    firstYear: 0.85,
    yearly: 0.95,
    floor: 0.15,
    kmPerYear: 4_000,
    kmQuarter: 20_000,
    defaultAge: 8,
  },
  'vehicles-scooters': {
    firstYear: 0.8,
    yearly: 0.92,
    floor: 0.12,
    kmPerYear: 2_500,
    kmQuarter: 12_000,
    defaultAge: 6,
  },
  'vehicles-e-scooters': {
    firstYear: 0.6,
    yearly: 0.8,
    floor: 0.15,
    kmPerYear: 1_500,
    kmQuarter: 4_000,
    defaultAge: 3,
  },
};

/**
 * Motor vehicles by make and model with their approximate new price in EUR (recent model year,
 * base trim); the used price follows from age and mileage (`vehicleClasses`). A row marked
 * `isUnit` is a classic whose price is its used price now, without depreciation.
 */
export const vehicleModels: ReferenceEntry[] = [
  ...entries(
    ['vehicles-cars'],
    [
      ['golf gti|golf r', 42000],
      ['vw golf|golf', 30000],
      ['vw polo|polo', 22000],
      ['vw passat|passat', 42000],
      ['vw tiguan|tiguan', 38000],
      ['vw touran|touran', 36000],
      ['vw up|up!', 14000],
      ['id.3|id 3', 38000],
      ['vw t5|vw t6|vw bus|multivan|california', 55000],
      ['opel corsa|corsa', 20000],
      ['opel astra|astra', 26000],
      ['ford fiesta|fiesta', 19000],
      ['ford focus|focus', 26000],
      ['bmw 1er|bmw 1 series|bmw 118|bmw 116|bmw 120|116i|118i|118d|120i|120d', 34000],
      ['bmw 3er|bmw 3 series|bmw 320|bmw 318|bmw 330|320d|320i|318d|318i|330d|330i|330e', 46000],
      ['bmw 5er|bmw 5 series|bmw 520|bmw 530|520d|520i|530d|530e', 58000],
      ['bmw x1', 44000],
      ['bmw x3', 55000],
      ['a klasse|a class|mercedes a', 36000],
      ['c klasse|c class|mercedes c', 49000],
      ['e klasse|e class|mercedes e', 60000],
      ['audi a3|a3 sportback', 34000],
      ['audi a4|a4 avant', 45000],
      ['audi a6|a6 avant', 58000],
      ['audi q3', 42000],
      ['audi q5', 55000],
      ['skoda octavia|octavia', 30000],
      ['skoda fabia|fabia', 19000],
      ['seat ibiza|ibiza', 19000],
      ['seat leon|leon', 28000],
      ['yaris hybrid', 27000],
      ['toyota yaris|yaris', 21000],
      ['toyota corolla|corolla', 29000],
      ['renault clio|clio', 19000],
      ['fiat 500', 17000],
      ['tesla model 3|model 3', 52000],
      ['tesla model y|model y', 46000],
      ['hyundai i30|i30', 25000],
      ['kia ceed|ceed', 25000],
      ['dacia sandero|sandero', 13000],
      ['dacia duster|duster', 19000],
      ['mini cooper|mini one', 28000],
      ['smart fortwo|smart', 16000],
      ['mazda mx 5|mx5', 32000],
      ['porsche 911', 130000],
    ],
  ),
  ...entries(
    ['vehicles-motorcycles'],
    [
      ['mt 07|mt07', 7800],
      ['mt 09|mt09', 10000],
      ['mt 125|mt125', 5000],
      ['tracer 7|tracer 700', 9500],
      ['tracer 9|tracer 900', 13500],
      ['xsr 700|xsr700', 8500],
      ['tenere 700|tenere', 11000],
      ['xt 660|xt660', 7500],
      ['yzf r1|r1', 20000],
      ['yzf r125|r125', 5500],
      ['z900|z 900', 9500],
      ['z650|z 650', 7300],
      ['ninja 650', 7800],
      ['versys 650', 8800],
      ['cb500f|cb 500 f|cb500x|cb 500 x', 6900],
      ['cb650r|cb 650 r', 8900],
      ['africa twin', 15000],
      ['rebel 500|cmx 500', 6900],
      ['cbr 600|cbr600', 12000],
      ['r 1250 gs|r1250gs', 21000],
      ['r 1200 gs|r1200gs', 20000],
      ['f 850 gs|f850gs|f 750 gs|f750gs', 13000],
      ['s 1000 rr|s1000rr', 21000],
      ['r ninet|r nine t', 16000],
      ['390 duke|duke 390', 5600],
      ['790 duke|duke 790|890 duke', 10000],
      ['125 duke|duke 125', 4800],
      ['monster', 12000],
      ['scrambler', 10500],
      ['panigale', 22000],
      ['street triple', 11000],
      ['bonneville', 12500],
      ['sportster', 13500],
      ['sv650|sv 650', 7500],
      ['gsx s 750|gsx s750|gsx s 1000', 11000],
      ['simson s51|simson s50|simson', 2600, { isUnit: true }],
    ],
  ),
  ...entries(
    ['vehicles-scooters'],
    [
      ['vespa gts', 7500],
      ['vespa primavera|vespa sprint', 4700],
      ['vespa', 4500],
      ['honda pcx|pcx', 3800],
      ['yamaha nmax|nmax', 3900],
      ['yamaha xmax|xmax', 6500],
      ['piaggio zip|zip', 2200],
      ['niu', 2600],
      ['simson schwalbe|schwalbe kr51|simson sr50', 2200, { isUnit: true }],
    ],
  ),
  ...entries(
    ['vehicles-e-scooters'],
    [
      ['xiaomi 4 pro|mi 4 pro', 550],
      ['xiaomi pro 2|mi pro 2|xiaomi 3|mi 3', 450],
      ['xiaomi|mi scooter', 400],
      ['max g30d|g30d|max g30|g30', 650],
      ['ninebot f40|f40', 500],
      ['ninebot e2|e2', 300],
      ['ninebot|segway', 500],
    ],
  ),
];
