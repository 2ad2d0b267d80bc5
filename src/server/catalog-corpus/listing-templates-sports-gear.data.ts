import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, decimal, say, tagList } from './listing-template-helpers';

export const sportsGearTemplates: ListingTemplate[] = [
  {
    categoryId: 'sports-leisure-fitness',
    art: 'dumbbell',
    parcel: 'medium',
    weight: 2,
    build(c) {
      const item = c.pick([
        {
          brand: 'Bowflex',
          name: ['SelectTech 552 Kurzhanteln, Paar', 'SelectTech 552 dumbbells, pair'],
          kg: 24,
          price: [250, 340],
          art: 'dumbbell',
        },
        {
          brand: 'Gorilla Sports',
          name: ['Hantelbank mit Langhantel-Set', 'weight bench with barbell set'],
          kg: 50,
          price: [90, 150],
          art: 'dumbbell',
        },
        {
          brand: 'Concept2',
          name: ['RowErg Rudergerät', 'RowErg rowing machine'],
          kg: 26,
          price: [750, 950],
          art: 'dumbbell',
        },
        { brand: 'Manduka', name: ['PRO Yogamatte', 'PRO yoga mat'], kg: 3, price: [45, 70], art: 'rug' },
      ] as const);
      const colour = c.colour(['black', 'grey', 'blue', 'purple']);
      return {
        title: `${item.brand} ${say(c, item.name)}`,
        about: [
          c.t(
            'Wurde im Homegym genutzt, alles funktioniert einwandfrei.',
            'Used in my home gym; everything works perfectly.',
          ),
        ],
        extra: c.t('Abholung bevorzugt, da schwer.', "Collection preferred as it's heavy."),
        features: [
          c.t(`Gewicht ${item.kg} kg`, `Weight ${item.kg} kg`),
          c.t('Voll funktionsfähig', 'Fully working'),
          c.t('Aus Homegym', 'From a home gym'),
        ],
        tags: tagList(item.brand, 'fitness', c.t('homegym', 'home gym'), c.t('training', 'workout')),
        attributes: { brand: item.brand, colour: colour.value, weightKg: item.kg },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
  {
    categoryId: 'sports-leisure-outdoor',
    art: 'tent',
    parcel: 'medium',
    build(c) {
      const item = c.pick([
        {
          brand: 'MSR',
          name: ['Hubba Hubba NX 2-Personen-Zelt', 'Hubba Hubba NX 2-person tent'],
          persons: 2,
          price: [230, 320],
        },
        {
          brand: 'Vaude',
          name: ['Campo Family 4P Zelt', 'Campo Family 4P tent'],
          persons: 4,
          price: [140, 210],
        },
        {
          brand: 'Deuter',
          name: ['Aircontact 55+10 Trekkingrucksack', 'Aircontact 55+10 trekking backpack'],
          persons: 1,
          price: [90, 140],
        },
        {
          brand: 'Coleman',
          name: ['Campingkocher mit Zubehör', 'camping stove with accessories'],
          persons: 2,
          price: [25, 45],
        },
      ] as const);
      const colour = c.colour(['green', 'orange', 'grey', 'blue']);
      return {
        title: `${item.brand} ${say(c, item.name)}`,
        about: [
          c.t(
            'Zwei Sommer im Einsatz, komplett trocken und sauber eingepackt.',
            'Used for two summers, packed away completely dry and clean.',
          ),
        ],
        extra: c.t('Alle Heringe und Stangen sind vollständig.', 'All pegs and poles are complete.'),
        features: [
          c.t(
            `Für ${item.persons} ${item.persons > 1 ? 'Personen' : 'Person'}`,
            `For ${item.persons} ${item.persons > 1 ? 'people' : 'person'}`,
          ),
          c.t('Vollständig', 'Complete'),
          c.t('Trocken gelagert', 'Stored dry'),
        ],
        tags: tagList(item.brand, 'camping', 'outdoor', c.t('zelt', 'tent')),
        attributes: { brand: item.brand, colour: colour.value, persons: item.persons },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: colour.hex,
        art: item.brand === 'Deuter' ? 'backpack' : item.brand === 'Coleman' ? 'cookware' : 'tent',
      };
    },
  },
  {
    categoryId: 'sports-leisure-winter',
    art: 'skis',
    parcel: 'bulky',
    build(c) {
      const item = c.pick([
        {
          brand: 'Atomic',
          name: ['Redster Ski mit Bindung', 'Redster skis with bindings'],
          length: 165,
          price: [150, 240],
        },
        {
          brand: 'Burton',
          name: ['Custom Snowboard mit Bindung', 'Custom snowboard with bindings'],
          length: 156,
          price: [160, 260],
        },
        { brand: 'Völkl', name: ['Deacon 76 Ski', 'Deacon 76 skis'], length: 170, price: [200, 300] },
      ] as const);
      const colour = c.colour(['black', 'red', 'blue', 'white']);
      return {
        title: c.t(
          `${item.brand} ${item.name[0]}, ${item.length} cm`,
          `${item.brand} ${item.name[1]}, ${item.length} cm`,
        ),
        about: [
          c.t(
            'Belag und Kanten wurden vor der Saison beim Service gemacht.',
            'Base and edges were serviced before the season.',
          ),
        ],
        extra: c.t(
          'Bindung ist auf Schuhgröße 43 eingestellt, lässt sich anpassen.',
          'Bindings are set for a size 43 boot and can be adjusted.',
        ),
        features: [
          c.t(`Länge ${item.length} cm`, `${item.length} cm long`),
          c.t('Frisch gewachst', 'Freshly waxed'),
          c.t('Mit Bindung', 'Bindings included'),
        ],
        tags: tagList(
          item.brand,
          c.t('wintersport', 'winter sports'),
          item.brand === 'Burton' ? 'snowboard' : 'ski',
        ),
        attributes: { brand: item.brand, colour: colour.value, lengthCm: item.length },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'sports-leisure-ball-sports',
    art: 'football',
    parcel: 'small',
    build(c) {
      const item = c.pick([
        {
          brand: 'Adidas',
          name: ['Fußball Champions League Matchball', 'Champions League match ball'],
          price: [40, 70],
          art: 'football',
        },
        {
          brand: 'Wilson',
          name: ['Tennisschläger Clash 100', 'Clash 100 tennis racket'],
          price: [80, 130],
          art: 'racket',
        },
        {
          brand: 'Babolat',
          name: ['Padelschläger Technical Viper', 'Technical Viper padel racket'],
          price: [90, 150],
          art: 'racket',
        },
        {
          brand: 'Molten',
          name: ['Basketball BG4500, Größe 7', 'BG4500 basketball, size 7'],
          price: [30, 45],
          art: 'football',
        },
      ] as const);
      const colour = c.colour(['white', 'black', 'orange', 'blue', 'red']);
      return {
        title: `${item.brand} ${say(c, item.name)}`,
        about: [
          c.t(
            'Kaum benutzt, hat den Verein gewechselt und ich mit.',
            'Barely used; I switched clubs and equipment.',
          ),
        ],
        features: [
          c.t('Kaum benutzt', 'Barely used'),
          c.t('Mit Hülle', 'With cover'),
          c.t(`Farbe: ${colour.label}`, `Colour: ${colour.name}`),
        ],
        tags: tagList(
          item.brand,
          c.t('ballsport', 'ball sports'),
          item.art === 'racket' ? c.t('schläger', 'racket') : c.t('ball', 'ball'),
        ),
        attributes: { brand: item.brand, colour: colour.value },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
  {
    categoryId: 'sports-leisure-water',
    art: 'paddle-board',
    parcel: 'medium',
    build(c) {
      const board = c.pick([
        {
          brand: 'Aqua Marina',
          name: ['SUP Board Beast 10\'6"', 'Beast 10\'6" SUP board'],
          length: 320,
          price: [220, 320],
        },
        {
          brand: 'Starboard',
          name: ['iGO SUP Board, aufblasbar', 'inflatable iGO SUP board'],
          length: 330,
          price: [380, 520],
        },
        {
          brand: 'Decathlon Itiwit',
          name: ['Kajak X100+ für 2 Personen', 'X100+ two-person kayak'],
          length: 380,
          price: [180, 260],
        },
      ] as const);
      const colour = c.colour(['blue', 'green', 'orange', 'white']);
      return {
        title: `${board.brand} ${say(c, board.name)}`,
        about: [
          c.t(
            'Dicht und ohne Flicken, Pumpe und Paddel sind dabei.',
            'Airtight with no patches; pump and paddle included.',
          ),
        ],
        extra: c.t(
          `Länge ca. ${decimal(c, board.length / 100)} m, passt aufgerollt in jeden Kofferraum.`,
          `About ${board.length / 100} m long; rolled up it fits in any car boot.`,
        ),
        features: [
          c.t('Pumpe und Paddel', 'Pump and paddle'),
          c.t('Rucksack zum Tragen', 'Carry backpack'),
          c.t('Keine Flicken', 'No patches'),
        ],
        tags: tagList(board.brand, 'sup', c.t('wassersport', 'water sports'), c.t('sommer', 'summer')),
        attributes: { brand: board.brand, colour: colour.value, lengthCm: board.length, inflatable: true },
        basePrice: c.between(board.price),
        subject: colouredSubject(c, ['Stand-up-Paddle-Board', 'stand-up paddle board'], colour),
        hex: colour.hex,
      };
    },
  },
];
