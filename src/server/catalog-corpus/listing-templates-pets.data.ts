import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const petTemplates: ListingTemplate[] = [
  {
    categoryId: 'pets-dogs',
    art: 'pet-bed',
    parcel: 'medium',
    weight: 2,
    build(c) {
      const item = c.pick([
        {
          brand: 'Kentucky',
          name: ['Hundebett Cozy, Größe L', 'Cozy dog bed, size L'],
          size: 'L',
          price: [25, 45],
          art: 'pet-bed',
        },
        {
          brand: 'Ruffwear',
          name: ['Hundegeschirr Front Range', 'Front Range dog harness'],
          size: 'M',
          price: [25, 40],
          art: 'pet-bed',
        },
        {
          brand: 'Trixie',
          name: ['Transportbox für Hunde', 'dog travel crate'],
          size: 'M',
          price: [30, 55],
          art: 'cage',
        },
        {
          brand: 'Hunter',
          name: ['Futternapf-Set aus Keramik', 'ceramic food bowl set'],
          size: 'S',
          price: [10, 18],
          art: 'pet-bowl',
        },
      ] as const);
      const colour = c.colour(['grey', 'beige', 'navy', 'brown', 'red']);
      return {
        title: `${item.brand} ${say(c, item.name)}, ${colour.name}`,
        about: [
          c.t(
            'Unser Hund hat es kaum benutzt, gewaschen und haarfrei.',
            'Our dog hardly used it; washed and hair-free.',
          ),
        ],
        features: [
          c.t(`Größe ${item.size}`, `Size ${item.size}`),
          c.t('Gewaschen', 'Washed'),
          c.t('Rauchfreier Haushalt', 'Smoke-free home'),
        ],
        tags: tagList(item.brand, c.t('hund', 'dog'), c.t('hundebedarf', 'dog supplies')),
        attributes: { brand: item.brand, colour: colour.value, size: item.size },
        basePrice: c.between(item.price),
        subject: colouredSubject(c, item.name, colour),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
  {
    categoryId: 'pets-cats',
    art: 'cat-tree',
    parcel: 'bulky',
    build(c) {
      const item = c.pick([
        {
          brand: 'Trixie',
          name: ['Kratzbaum, 150 cm', 'cat tree, 150 cm'],
          size: [60, 50, 150],
          price: [40, 70],
          art: 'cat-tree',
        },
        {
          brand: 'Catit',
          name: ['Trinkbrunnen Flower', 'Flower water fountain'],
          size: [24, 24, 15],
          price: [15, 25],
          art: 'pet-bowl',
        },
        {
          brand: 'Savic',
          name: ['Katzentoilette mit Haube', 'hooded litter box'],
          size: [57, 39, 47],
          price: [15, 25],
          art: 'cage',
        },
      ] as const);
      const colour = c.colour(['beige', 'grey', 'white']);
      const [width, depth, height] = item.size;
      return {
        title: `${item.brand} ${say(c, item.name)}`,
        about: [
          c.t(
            'Unsere Katzen haben ein neues Lieblingsmöbel, daher abzugeben.',
            'Our cats have a new favourite, so this one can go.',
          ),
        ],
        features: [
          c.t(`${width} × ${depth} × ${height} cm`, `${width} × ${depth} × ${height} cm`),
          c.t('Gereinigt', 'Cleaned'),
          c.t('Stabil', 'Sturdy'),
        ],
        tags: tagList(item.brand, c.t('katze', 'cat'), c.t('katzenbedarf', 'cat supplies')),
        attributes: {
          brand: item.brand,
          colour: colour.value,
          widthCm: width,
          depthCm: depth,
          heightCm: height,
        },
        basePrice: c.between(item.price),
        subject: colouredSubject(c, item.name, colour),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
  {
    categoryId: 'pets-small-animals',
    art: 'cage',
    parcel: 'bulky',
    build(c) {
      const cage = c.pick([
        {
          brand: 'Ferplast',
          name: ['Kaninchenkäfig 120 cm mit Zubehör', '120 cm rabbit cage with accessories'],
          size: [120, 60, 50],
          price: [35, 60],
        },
        {
          brand: 'Montana',
          name: ['Vogelvoliere Cambridge', 'Cambridge bird aviary'],
          size: [80, 50, 160],
          price: [80, 130],
        },
      ] as const);
      const [width, depth, height] = cage.size;
      return {
        title: `${cage.brand} ${say(c, cage.name)}`,
        about: [
          c.t(
            'Gereinigt und desinfiziert, Näpfe und Häuschen sind dabei.',
            'Cleaned and disinfected; bowls and a little house included.',
          ),
        ],
        features: [
          c.t(`${width} × ${depth} × ${height} cm`, `${width} × ${depth} × ${height} cm`),
          c.t('Desinfiziert', 'Disinfected'),
          c.t('Mit Zubehör', 'With accessories'),
        ],
        tags: tagList(cage.brand, c.t('kleintiere', 'small pets'), c.t('käfig', 'cage')),
        attributes: { brand: cage.brand, colour: 'white', widthCm: width, depthCm: depth, heightCm: height },
        basePrice: c.between(cage.price),
        subject: say(c, cage.name),
        hex: '#c3c7cc',
      };
    },
  },
  {
    categoryId: 'pets-aquariums',
    art: 'aquarium',
    parcel: 'bulky',
    build(c) {
      const tank = c.pick([
        {
          brand: 'Juwel',
          name: ['Rio 125 Aquarium mit Unterschrank', 'Rio 125 aquarium with cabinet'],
          litres: 125,
          price: [120, 180],
        },
        {
          brand: 'Dennerle',
          name: ['Nano Cube 30 l Komplettset', 'Nano Cube 30 l complete set'],
          litres: 30,
          price: [45, 70],
        },
      ] as const);
      return {
        title: `${tank.brand} ${say(c, tank.name)}`,
        about: [
          c.t(
            'Dicht, Technik läuft (Filter, Heizer, LED), ohne Tiere.',
            'Watertight with working filter, heater and LED; no fish included.',
          ),
        ],
        extra: c.t(
          'Nur Abholung, Becken ist leer und gereinigt.',
          'Collection only; the tank is empty and cleaned.',
        ),
        features: [
          `${tank.litres} ${c.t('Liter', 'litres')}`,
          c.t('Filter & Heizer', 'Filter & heater'),
          c.t('LED-Beleuchtung', 'LED lighting'),
        ],
        tags: tagList(tank.brand, c.t('aquarium', 'aquarium'), c.t('aquaristik', 'fishkeeping')),
        attributes: { brand: tank.brand, colour: 'black', volumeLitres: tank.litres },
        basePrice: c.between(tank.price),
        subject: c.t('Aquarium mit Pflanzen', 'aquarium with plants'),
        hex: '#3d8c55',
      };
    },
  },
  {
    categoryId: 'pets-equestrian',
    art: 'saddle',
    parcel: 'medium',
    build(c) {
      const item = c.pick([
        {
          brand: 'Passier',
          name: ['Dressursattel 17,5"', '17.5" dressage saddle'],
          horse: 'full',
          price: [450, 750],
        },
        {
          brand: 'Kieffer',
          name: ['Trense mit Gebiss, Warmblut', 'bridle with bit, full size'],
          horse: 'full',
          price: [60, 100],
        },
        {
          brand: 'Horseware',
          name: ['Regendecke Rambo, 145 cm', 'Rambo turnout rug, 145 cm'],
          horse: 'cob',
          price: [80, 130],
        },
      ] as const);
      const colour = c.colour(['brown', 'black', 'navy']);
      return {
        title: `${item.brand} ${say(c, item.name)}, ${colour.name}`,
        about: [
          c.t(
            'Gepflegt und eingefettet, Pferd wurde verkauft.',
            'Well cared for and oiled; the horse has been sold.',
          ),
        ],
        features: [
          c.t('Gepflegt', 'Well maintained'),
          c.t('Aus Privatstall', 'From a private stable'),
          c.t(`Farbe: ${colour.label}`, `Colour: ${colour.name}`),
        ],
        tags: tagList(item.brand, c.t('reiten', 'equestrian'), c.t('pferd', 'horse')),
        attributes: { brand: item.brand, colour: colour.value, horseSize: item.horse },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: colour.hex,
      };
    },
  },
];
