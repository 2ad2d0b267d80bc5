import type { ListingTemplate } from './listing-template.types';
import { eraOf, say, tagList } from './listing-template-helpers';

export const collectibleModelTemplates: ListingTemplate[] = [
  {
    categoryId: 'collectibles-model-railways',
    art: 'train',
    parcel: 'small',
    weight: 2,
    build(c) {
      const model = c.pick([
        {
          brand: 'Märklin',
          name: ['Dampflok BR 01, H0, digital', 'BR 01 steam locomotive, H0, digital'],
          gauge: 'h0',
          current: 'ac',
          digital: true,
          year: 1995,
          price: [120, 190],
        },
        {
          brand: 'Roco',
          name: ['E-Lok BR 103, H0', 'BR 103 electric locomotive, H0'],
          gauge: 'h0',
          current: 'dc',
          digital: false,
          year: 2008,
          price: [70, 120],
        },
        {
          brand: 'Fleischmann',
          name: ['Güterwagen-Set, 6 Stück, Spur N', 'set of 6 freight wagons, N gauge'],
          gauge: 'n',
          current: 'dc',
          digital: false,
          year: 1988,
          price: [40, 70],
        },
        {
          brand: 'Märklin',
          name: ['Startpackung mit Gleisoval, H0', 'starter set with track oval, H0'],
          gauge: 'h0',
          current: 'ac',
          digital: true,
          year: 2012,
          price: [110, 170],
        },
        {
          brand: 'LGB',
          name: ['Gartenbahn-Lok Stainz, Spur G', 'Stainz garden railway loco, G scale'],
          gauge: 'g',
          current: 'dc',
          digital: false,
          year: 1985,
          price: [150, 240],
        },
      ] as const);
      return {
        title: `${model.brand} ${say(c, model.name)}`,
        about: [
          c.t(
            'Läuft ruhig in beide Richtungen, kaum Einsatz auf der Anlage gehabt.',
            'Runs smoothly in both directions, saw little use on the layout.',
          ),
        ],
        extra: c.t('Originalkarton ist dabei, etwas vergilbt.', 'Original box included, a little yellowed.'),
        features: [
          c.t(`Spur ${model.gauge.toUpperCase()}`, `${model.gauge.toUpperCase()} gauge`),
          model.digital ? c.t('Digitaldecoder', 'Digital decoder') : c.t('Analog', 'Analogue'),
          c.t('Originalkarton', 'Original box'),
        ],
        tags: tagList(
          model.brand,
          c.t('modelleisenbahn', 'model railway'),
          model.gauge,
          model.digital && 'digital',
        ),
        attributes: {
          brand: model.brand,
          year: model.year,
          era: eraOf(model.year),
          gauge: model.gauge,
          current: model.current,
          digital: model.digital,
        },
        basePrice: c.between(model.price),
        subject: c.t('Modelllokomotive auf Gleis', 'model locomotive on track'),
        hex: c.pick(['#cc3640', '#25272c', '#3d8c55']),
      };
    },
  },
  {
    categoryId: 'collectibles-models-figures',
    art: 'toy-car',
    parcel: 'small',
    build(c) {
      const model = c.pick([
        {
          brand: 'Schuco',
          name: ['VW Käfer 1:18, Originalverpackung', 'VW Beetle 1:18, boxed'],
          scale: '1:18',
          year: 2005,
          price: [35, 60],
        },
        {
          brand: 'Wiking',
          name: ['Sammlung 20 Modellautos 1:87', 'collection of 20 model cars 1:87'],
          scale: '1:87',
          year: 1978,
          price: [40, 80],
        },
        {
          brand: 'Minichamps',
          name: ['Porsche 911 Carrera RS 1:43', 'Porsche 911 Carrera RS 1:43'],
          scale: '1:43',
          year: 2010,
          price: [25, 45],
        },
        {
          brand: 'Matchbox',
          name: ['Lesney-Autos aus den 60ern, 8 Stück', '1960s Lesney cars, set of 8'],
          scale: '1:64',
          year: 1965,
          price: [45, 90],
        },
      ] as const);
      const boxed = model.name[0].includes('Originalverpackung') || c.chance(0.4);
      return {
        title: `${model.brand} ${say(c, model.name)}`,
        about: [
          c.t(
            'Immer in der Vitrine gestanden, nie bespielt.',
            'Always kept in a display cabinet, never played with.',
          ),
        ],
        extra: boxed ? c.t('Mit Originalkarton.', 'Comes in the original box.') : undefined,
        features: [
          c.t(`Maßstab ${model.scale}`, `Scale ${model.scale}`),
          c.t('Vitrinenmodell', 'Display model'),
          ...(boxed ? [c.t('Originalverpackung', 'Original box')] : []),
        ],
        tags: tagList(model.brand, c.t('modellauto', 'model car'), model.scale, c.t('sammeln', 'collecting')),
        attributes: {
          brand: model.brand,
          year: model.year,
          era: eraOf(model.year),
          scale: model.scale,
          originalBox: boxed,
        },
        basePrice: c.between(model.price),
        subject: c.t('Modellauto', 'model car'),
        hex: c.pick(['#cc3640', '#3271cf', '#ecc546', '#c3c7cc']),
      };
    },
  },
  {
    categoryId: 'collectibles-memorabilia',
    art: 'trophy',
    parcel: 'small',
    build(c) {
      const item = c.pick([
        {
          name: [
            'BVB Trikot 2012, signiert vom Meisterteam',
            'BVB shirt 2012, signed by the title-winning team',
          ],
          club: 'Borussia Dortmund',
          signed: true,
          year: 2012,
          price: [120, 220],
          art: 'tshirt',
          hex: '#ecc546',
        },
        {
          name: ['FC St. Pauli Schal, 90er', '1990s FC St. Pauli scarf'],
          club: 'FC St. Pauli',
          signed: false,
          year: 1995,
          price: [20, 35],
          art: 'beanie',
          hex: '#7b4f2e',
        },
        {
          name: ['WM 1990 Wimpel und Stadionheft', '1990 World Cup pennant and programme'],
          club: 'DFB',
          signed: false,
          year: 1990,
          price: [30, 55],
          art: 'trophy',
          hex: '#caa24b',
        },
        {
          name: ['Miniatur-Meisterschale, Replik 1:2', 'miniature championship plate, 1:2 replica'],
          club: 'FC Bayern München',
          signed: false,
          year: 2020,
          price: [45, 80],
          art: 'trophy',
          hex: '#c3c7cc',
        },
      ] as const);
      return {
        title: say(c, item.name),
        about: [
          c.t(
            'Ein Stück Fußballgeschichte, sorgfältig aufbewahrt.',
            'A piece of football history, carefully stored.',
          ),
        ],
        extra: item.signed
          ? c.t(
              'Unterschriften selbst am Trainingsgelände gesammelt, Foto als Nachweis vorhanden.',
              'I collected the autographs at the training ground myself and have a photo as proof.',
            )
          : undefined,
        features: [
          item.club,
          c.t(`Aus dem Jahr ${item.year}`, `From ${item.year}`),
          item.signed ? c.t('Signiert', 'Signed') : c.t('Gut erhalten', 'Well preserved'),
        ],
        tags: tagList(
          item.club,
          c.t('fußball', 'football'),
          c.t('fanartikel', 'memorabilia'),
          item.signed && c.t('signiert', 'signed'),
        ),
        attributes: { year: item.year, era: eraOf(item.year), club: item.club, signed: item.signed },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: item.hex,
        art: item.art,
      };
    },
  },
];
