import type { ColourValue } from '@shared/catalog/colours.data';
import type { ListingTemplate, TemplateContext } from './listing-template.types';
import { colouredSubject, tagList } from './listing-template-helpers';

interface Bike {
  brand: string;
  model: string;
  gears: number;
  wheel: string;
  frame: 'aluminium' | 'steel' | 'carbon';
  price: [number, number];
  colours: ColourValue[];
  motor?: string;
  batteryWh?: number;
  /** Overrides the category's bike type in the title. */
  type?: [string, string];
}

const bikeTypeName: Record<string, [string, string]> = {
  'sports-leisure-bicycles-city': ['Trekkingrad', 'trekking bike'],
  'sports-leisure-bicycles-road': ['Rennrad', 'road bike'],
  'sports-leisure-bicycles-mountain': ['Mountainbike', 'mountain bike'],
  'sports-leisure-bicycles-ebikes': ['E-Bike', 'e-bike'],
};

function bikeTemplate(categoryId: string, bikes: Bike[], weight: number): ListingTemplate {
  return {
    categoryId,
    art: 'bicycle',
    parcel: 'bulky',
    weight,
    build(c: TemplateContext) {
      const bike = c.pick(bikes);
      const colour = c.colour(bike.colours);
      const frameSize = c.chance(0.5)
        ? c.pick(['S', 'M', 'L', 'XL'])
        : c.pick(['50', '52', '54', '56', '58']);
      const frameText = /^\d+$/.test(frameSize) ? `${frameSize} cm` : frameSize;
      const type = bike.type ?? bikeTypeName[categoryId] ?? ['Fahrrad', 'bike'];
      const serviced = c.chance(0.6);
      return {
        title: c.t(
          `${bike.brand} ${bike.model} ${type[0]}, RH ${frameText}, ${bike.wheel} Zoll`,
          `${bike.brand} ${bike.model} ${type[1]}, ${frameText} frame, ${bike.wheel}"`,
        ),
        about: [
          c.t(
            `${bike.gears}-Gang-Schaltung schaltet sauber, Bremsen greifen gut.`,
            `The ${bike.gears}-speed gears shift cleanly and the brakes bite well.`,
          ),
          bike.motor
            ? c.t(
                `${bike.motor} mit ${bike.batteryWh} Wh Akku, Reichweite im Alltag rund 70 km.`,
                `${bike.motor} with a ${bike.batteryWh} Wh battery, about 70 km of range in daily use.`,
              )
            : c.t(
                `Passt bei einer Körpergröße von etwa ${frameSize === 'S' || frameSize === '50' ? '1,60–1,70' : frameSize === 'XL' || frameSize === '58' ? '1,85–1,95' : '1,70–1,85'} m.`,
                `Fits riders roughly ${frameSize === 'S' || frameSize === '50' ? '1.60–1.70' : frameSize === 'XL' || frameSize === '58' ? '1.85–1.95' : '1.70–1.85'} m tall.`,
              ),
        ],
        extra: serviced
          ? c.t(
              'Letzte Inspektion im Frühjahr beim Fahrradladen, Rechnung liegt vor.',
              'Last serviced at a bike shop this spring; receipt available.',
            )
          : c.t('Probefahrt gern nach Absprache.', 'Test rides welcome by arrangement.'),
        features: [
          c.t(`Rahmenhöhe ${frameText}`, `Frame size ${frameText}`),
          c.t(`${bike.gears} Gänge`, `${bike.gears} gears`),
          ...(serviced ? [c.t('Frisch gewartet', 'Freshly serviced')] : []),
          c.t('Rahmennummer vorhanden, Kaufbeleg da', 'Frame number and proof of purchase available'),
        ],
        tags: tagList(
          bike.brand,
          c.t('fahrrad', 'bicycle'),
          type[1],
          bike.motor && 'e-bike',
          `${bike.wheel} zoll`,
        ),
        attributes: {
          brand: bike.brand,
          colour: colour.value,
          gears: bike.gears,
          frameMaterial: bike.frame,
          frameSize,
          wheelSizeInch: bike.wheel,
          ...(bike.motor ? { motor: bike.motor, batteryWh: bike.batteryWh ?? 500 } : {}),
        },
        basePrice: c.between(bike.price),
        subject: colouredSubject(c, type, colour),
        hex: colour.hex,
      };
    },
  };
}

export const bicycleTemplates: ListingTemplate[] = [
  bikeTemplate(
    'sports-leisure-bicycles-city',
    [
      {
        brand: 'Cube',
        model: 'Kathmandu',
        gears: 30,
        wheel: '28',
        frame: 'aluminium',
        price: [420, 620],
        colours: ['grey', 'black', 'green'],
      },
      {
        brand: 'Gazelle',
        model: 'Orange C7',
        gears: 7,
        wheel: '28',
        frame: 'aluminium',
        price: [280, 420],
        colours: ['navy', 'white', 'black'],
        type: ['Citybike', 'city bike'],
      },
      {
        brand: 'Kalkhoff',
        model: 'Agattu',
        gears: 8,
        wheel: '28',
        frame: 'aluminium',
        price: [230, 340],
        colours: ['black', 'silver'],
        type: ['Citybike', 'city bike'],
      },
      {
        brand: 'Hercules',
        model: 'Sport 3',
        gears: 3,
        wheel: '26',
        frame: 'steel',
        price: [90, 160],
        colours: ['light-blue', 'green', 'red'],
        type: ['Vintage-Damenrad', "vintage women's bike"],
      },
    ],
    3,
  ),
  bikeTemplate(
    'sports-leisure-bicycles-road',
    [
      {
        brand: 'Canyon',
        model: 'Endurace AL 7',
        gears: 22,
        wheel: '28',
        frame: 'aluminium',
        price: [750, 980],
        colours: ['grey', 'black', 'blue'],
      },
      {
        brand: 'Peugeot',
        model: 'PX10',
        gears: 10,
        wheel: '28',
        frame: 'steel',
        price: [280, 450],
        colours: ['white', 'red', 'blue'],
        type: ['Stahl-Rennrad', 'steel road bike'],
      },
      {
        brand: 'Rose',
        model: 'Backroad Gravel',
        gears: 22,
        wheel: '28',
        frame: 'aluminium',
        price: [900, 1200],
        colours: ['green', 'olive', 'black'],
      },
    ],
    2,
  ),
  bikeTemplate(
    'sports-leisure-bicycles-mountain',
    [
      {
        brand: 'Specialized',
        model: 'Rockhopper',
        gears: 18,
        wheel: '29',
        frame: 'aluminium',
        price: [380, 520],
        colours: ['red', 'black', 'blue'],
      },
      {
        brand: 'Ghost',
        model: 'Kato FS',
        gears: 12,
        wheel: '27.5',
        frame: 'aluminium',
        price: [650, 900],
        colours: ['black', 'grey', 'green'],
      },
    ],
    1,
  ),
  bikeTemplate(
    'sports-leisure-bicycles-ebikes',
    [
      {
        brand: 'Riese & Müller',
        model: 'Charger3',
        gears: 5,
        wheel: '28',
        frame: 'aluminium',
        price: [2600, 3400],
        colours: ['grey', 'black', 'green'],
        motor: 'Bosch Performance Line',
        batteryWh: 625,
      },
      {
        brand: 'VanMoof',
        model: 'S3',
        gears: 4,
        wheel: '28',
        frame: 'aluminium',
        price: [900, 1300],
        colours: ['grey', 'black'],
        motor: 'VanMoof Frontmotor',
        batteryWh: 504,
      },
      {
        brand: 'Cube',
        model: 'Touring Hybrid',
        gears: 10,
        wheel: '28',
        frame: 'aluminium',
        price: [1400, 1900],
        colours: ['grey', 'blue'],
        motor: 'Bosch Active Line Plus',
        batteryWh: 500,
      },
    ],
    2,
  ),
  {
    categoryId: 'sports-leisure-bicycles-kids',
    art: 'bicycle',
    parcel: 'bulky',
    weight: 2,
    build(c) {
      const bike = c.pick([
        { brand: 'Puky', model: 'Youke', wheel: '16', gears: 1, age: '4–6', price: [90, 140] },
        { brand: 'Woom', model: '3', wheel: '16', gears: 1, age: '4–6', price: [220, 280] },
        { brand: 'Woom', model: '4', wheel: '20', gears: 8, age: '6–8', price: [280, 360] },
        { brand: 'Cube', model: 'Kid 240', wheel: '24', gears: 8, age: '8–11', price: [180, 260] },
        { brand: 'Puky', model: 'Z2', wheel: '12', gears: 1, age: '3–4', price: [60, 90] },
      ] as const);
      const colour = c.colour(['red', 'blue', 'green', 'pink', 'yellow', 'purple']);
      return {
        title: c.t(
          `Kinderfahrrad ${bike.brand} ${bike.model}, ${bike.wheel} Zoll, ${colour.name}`,
          `${bike.brand} ${bike.model} kids' bike, ${bike.wheel}", ${colour.name}`,
        ),
        about: [
          c.t(
            `Ideal für Kinder von etwa ${bike.age} Jahren, leicht und mit kindgerechten Bremshebeln.`,
            `Ideal for kids aged about ${bike.age}, lightweight with child-sized brake levers.`,
          ),
        ],
        extra: c.t(
          'Klingel und Ständer sind dran, Helm gibt es auf Wunsch dazu.',
          'Bell and kickstand fitted; a helmet is available too.',
        ),
        features: [
          c.t(`${bike.wheel} Zoll`, `${bike.wheel}-inch wheels`),
          bike.gears > 1
            ? c.t(`${bike.gears} Gänge`, `${bike.gears} gears`)
            : c.t('Rücktrittbremse', 'Coaster brake'),
          c.t('Verkehrssicher', 'Road-ready'),
        ],
        tags: tagList(
          bike.brand,
          c.t('kinderfahrrad', 'kids bike'),
          `${bike.wheel} zoll`,
          c.t('fahrrad', 'bicycle'),
        ),
        attributes: {
          brand: bike.brand,
          colour: colour.value,
          gears: bike.gears,
          frameMaterial: 'aluminium',
          wheelSizeInch: bike.wheel,
        },
        basePrice: c.between(bike.price),
        subject: colouredSubject(c, ['Kinderfahrrad', "kids' bike"], colour),
        hex: colour.hex,
      };
    },
  },
];
