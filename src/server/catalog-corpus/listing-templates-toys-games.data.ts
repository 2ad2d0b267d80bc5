import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const toysGamesTemplates: ListingTemplate[] = [
  {
    categoryId: 'toys-games-building',
    art: 'bricks',
    parcel: 'medium',
    weight: 3,
    mayBeNew: true,
    build(c) {
      const set = c.pick([
        {
          name: ['LEGO Technic 42115 Lamborghini Sián', 'LEGO Technic 42115 Lamborghini Sián'],
          number: '42115',
          pieces: 3696,
          age: '12-plus',
          price: [220, 300],
        },
        {
          name: ['LEGO Star Wars 75257 Millennium Falcon', 'LEGO Star Wars 75257 Millennium Falcon'],
          number: '75257',
          pieces: 1351,
          age: '9-12',
          price: [90, 130],
        },
        {
          name: ['LEGO City Polizeistation 60316', 'LEGO City police station 60316'],
          number: '60316',
          pieces: 668,
          age: '6-9',
          price: [45, 70],
        },
        {
          name: ['LEGO Duplo Eisenbahn 10875', 'LEGO Duplo cargo train 10875'],
          number: '10875',
          pieces: 105,
          age: '1-3',
          price: [40, 60],
        },
        {
          name: ['LEGO Kiloware, ca. 5 kg gemischt', 'LEGO bulk lot, approx. 5 kg mixed'],
          number: '',
          pieces: 4000,
          age: '6-9',
          price: [60, 100],
        },
      ] as const);
      const complete = set.number !== '' && c.chance(0.8);
      const colour = c.colour(['red', 'yellow', 'blue', 'green', 'multicolour']);
      return {
        title: say(c, set.name) + (set.number && complete ? c.t(', vollständig', ', complete') : ''),
        about: [
          set.number && c.condition === 'new'
            ? c.t(
                'Originalverpackt und versiegelt, nie geöffnet.',
                'Still sealed in the original box, never opened.',
              )
            : set.number
              ? c.t(
                  'Einmal aufgebaut und dann in der Vitrine gestanden, jetzt wieder zerlegt in Tüten.',
                  'Built once and kept in a display case, now taken apart and bagged.',
                )
              : c.t(
                  'Gemischte Steine, Platten und Figuren aus vielen Sets, gewaschen.',
                  'Mixed bricks, plates and minifigures from many sets, washed.',
                ),
        ],
        extra: complete
          ? c.t('Bauanleitung und Originalkarton sind dabei.', 'Instructions and original box included.')
          : undefined,
        features: [
          c.t(`${set.pieces} Teile`, `${set.pieces} pieces`),
          complete
            ? c.t('Vollständig geprüft', 'Checked complete')
            : c.t('Ohne Gewähr auf Vollständigkeit', 'Completeness not guaranteed'),
          c.t('Tierfreier Nichtraucherhaushalt', 'Smoke-free, pet-free home'),
        ],
        tags: tagList('lego', set.number, c.t('bausteine', 'bricks'), c.t('spielzeug', 'toys')),
        attributes: {
          brand: 'LEGO',
          ageGroup: set.age,
          complete,
          ...(set.number ? { setNumber: set.number } : {}),
          pieces: set.pieces,
          instructions: complete,
        },
        basePrice: c.between(set.price),
        usedOnly: set.number === '',
        subject: c.t('LEGO-Steine', 'LEGO bricks'),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'toys-games-board-games',
    art: 'board-game',
    parcel: 'small',
    weight: 2,
    mayBeNew: true,
    build(c) {
      const game = c.pick([
        {
          brand: 'Kosmos',
          name: ['Die Siedler von Catan, Basisspiel', 'Catan base game'],
          players: '3–4',
          age: '9-12',
          price: [15, 25],
        },
        {
          brand: 'Ravensburger',
          name: ['Puzzle 1000 Teile, „Lindau am Bodensee“', '1000-piece puzzle "Lindau on Lake Constance"'],
          players: '1+',
          age: '12-plus',
          price: [6, 10],
        },
        {
          brand: 'Hans im Glück',
          name: ['Carcassonne mit 2 Erweiterungen', 'Carcassonne with 2 expansions'],
          players: '2–5',
          age: '6-9',
          price: [18, 28],
        },
        {
          brand: 'Czech Games',
          name: ['Codenames', 'Codenames'],
          players: '2–8',
          age: '9-12',
          price: [10, 15],
        },
        {
          brand: 'HABA',
          name: ['Mein erster Obstgarten', 'My Very First Orchard'],
          players: '1–4',
          age: '1-3',
          price: [10, 16],
        },
      ] as const);
      const colour = c.colour(['blue', 'red', 'green', 'yellow', 'orange']);
      return {
        title: c.t(`${say(c, game.name)} von ${game.brand}`, `${game.brand} ${say(c, game.name)}`),
        about: [
          c.condition === 'new'
            ? c.t(
                'Noch in Folie eingeschweißt, war ein doppeltes Geschenk.',
                'Still in its shrink wrap; we got it twice as a present.',
              )
            : c.t(
                'Vollständig, alle Teile gezählt, Schachtel mit leichten Kantenspuren.',
                'Complete, every piece counted; the box shows light edge wear.',
              ),
        ],
        extra: c.t('Ideal für den nächsten Spieleabend.', 'Perfect for your next games night.'),
        features: [
          c.t(`${game.players} Spieler`, `${game.players} players`),
          c.t('Vollständig', 'Complete'),
          c.t('Anleitung dabei', 'Rules included'),
        ],
        tags: tagList(game.brand, c.t('brettspiel', 'board game'), c.t('spieleabend', 'games night')),
        attributes: { brand: game.brand, ageGroup: game.age, complete: true, players: game.players },
        basePrice: c.between(game.price),
        subject: c.t('Spieleschachtel mit Spielfiguren', 'board game box with pieces'),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'toys-games-dolls-plush',
    art: 'teddy',
    parcel: 'small',
    build(c) {
      const toy = c.pick([
        {
          brand: 'Steiff',
          name: ['Teddybär mit Knopf im Ohr, 30 cm', 'teddy bear with button in ear, 30 cm'],
          age: '3-6',
          price: [45, 80],
          art: 'teddy',
        },
        {
          brand: 'Käthe Kruse',
          name: ['Puppe Mädchen mit Kleid', 'girl doll with dress'],
          age: '3-6',
          price: [40, 70],
          art: 'teddy',
        },
        {
          brand: 'Sigikid',
          name: ['Kuscheltiere, 6 Stück', 'set of 6 soft toys'],
          age: '1-3',
          price: [10, 18],
          art: 'teddy',
        },
        {
          brand: 'Playmobil',
          name: ['Puppenhaus 70205 mit Möbeln', 'dollhouse 70205 with furniture'],
          age: '3-6',
          price: [50, 80],
          art: 'bricks',
        },
      ] as const);
      const colour = c.colour(['beige', 'brown', 'pink', 'white', 'light-blue']);
      return {
        title: `${toy.brand} ${say(c, toy.name)}`,
        about: [
          c.t(
            'Wurde geliebt, aber geschont, frisch gewaschen bzw. gereinigt.',
            'Loved but looked after, freshly washed and cleaned.',
          ),
        ],
        features: [
          c.t('Gereinigt', 'Cleaned'),
          c.t('Tierfreier Haushalt', 'Pet-free home'),
          c.t('Keine Schäden', 'No damage'),
        ],
        tags: tagList(
          toy.brand,
          c.t('spielzeug', 'toys'),
          toy.art === 'teddy' ? c.t('kuscheltier', 'soft toy') : undefined,
        ),
        attributes: { brand: toy.brand, ageGroup: toy.age, complete: true, colour: colour.value },
        basePrice: c.between(toy.price),
        subject: colouredSubject(c, toy.name, colour),
        hex: colour.hex,
        art: toy.art,
      };
    },
  },
  {
    categoryId: 'toys-games-vehicles',
    art: 'toy-car',
    parcel: 'small',
    build(c) {
      const toy = c.pick([
        {
          brand: 'BRIO',
          name: ['Holzeisenbahn, großes Set mit 60 Teilen', 'wooden railway, large 60-piece set'],
          age: '3-6',
          price: [45, 75],
          art: 'train',
        },
        {
          brand: 'Bruder',
          name: ['Traktor mit Frontlader', 'tractor with front loader'],
          age: '3-6',
          price: [20, 35],
          art: 'toy-car',
        },
        {
          brand: 'Carrera',
          name: ['Carrera GO!!! Rennbahn', 'Carrera GO!!! race track'],
          age: '6-9',
          price: [35, 60],
          art: 'toy-car',
        },
        {
          brand: 'Siku',
          name: ['Feuerwehr-Sammlung, 12 Fahrzeuge', 'fire brigade collection, 12 vehicles'],
          age: '3-6',
          price: [25, 40],
          art: 'toy-car',
        },
      ] as const);
      const colour = c.colour(['red', 'green', 'yellow', 'blue']);
      return {
        title: `${toy.brand} ${say(c, toy.name)}`,
        about: [
          c.t('Alles funktioniert, nur leichte Spielspuren.', 'Everything works, only light play marks.'),
        ],
        features: [
          c.t('Funktioniert', 'Working'),
          c.t('Leichte Spielspuren', 'Light play marks'),
          c.t('Für drinnen und draußen', 'Indoor and outdoor'),
        ],
        tags: tagList(
          toy.brand,
          c.t('spielzeug', 'toys'),
          toy.art === 'train' ? c.t('eisenbahn', 'train set') : c.t('auto', 'toy car'),
        ),
        attributes: { brand: toy.brand, ageGroup: toy.age, complete: true, colour: colour.value },
        basePrice: c.between(toy.price),
        subject: colouredSubject(c, toy.name, colour),
        hex: colour.hex,
        art: toy.art,
      };
    },
  },
  {
    categoryId: 'toys-games-wooden',
    art: 'bricks',
    parcel: 'medium',
    build(c) {
      const toy = c.pick([
        {
          brand: 'HABA',
          name: ['Holzbausteine, 100 Stück', 'wooden building blocks, 100 pieces'],
          age: '1-3',
          price: [20, 35],
        },
        {
          brand: 'Grimm’s',
          name: ['Regenbogen, groß', 'large rainbow stacker'],
          age: '1-3',
          price: [40, 60],
        },
        {
          brand: 'Plan Toys',
          name: ['Holzküche mit Zubehör', 'wooden play kitchen with accessories'],
          age: '3-6',
          price: [60, 100],
        },
      ] as const);
      const colour = c.colour(['multicolour', 'beige', 'red', 'green']);
      return {
        title: `${toy.brand} ${say(c, toy.name)}`,
        about: [
          c.t(
            'Schadstofffreies Holzspielzeug, hält ewig und hat nur kleine Spielspuren.',
            'Non-toxic wooden toy that lasts forever, only small play marks.',
          ),
        ],
        features: [
          c.t('Massivholz', 'Solid wood'),
          c.t('Schadstofffrei', 'Non-toxic'),
          c.t('Vollständig', 'Complete'),
        ],
        tags: tagList(toy.brand, c.t('holzspielzeug', 'wooden toys'), 'montessori'),
        attributes: { brand: toy.brand, ageGroup: toy.age, complete: true, colour: colour.value },
        basePrice: c.between(toy.price),
        subject: c.t('Holzspielzeug', 'wooden toy'),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'toys-games-outdoor',
    art: 'bicycle',
    parcel: 'bulky',
    build(c) {
      const toy = c.pick([
        {
          brand: 'Puky',
          name: ['Laufrad LR M', 'LR M balance bike'],
          age: '1-3',
          price: [40, 65],
          art: 'bicycle',
        },
        {
          brand: 'Scoot and Ride',
          name: ['Highwaykick 3 Roller', 'Highwaykick 3 scooter'],
          age: '3-6',
          price: [35, 55],
          art: 'bicycle',
        },
        {
          brand: 'Berg',
          name: ['Gokart Buzzy', 'Buzzy go-kart'],
          age: '3-6',
          price: [80, 120],
          art: 'toy-car',
        },
        {
          brand: 'Hudora',
          name: ['Trampolin 300 cm mit Netz', '300 cm trampoline with net'],
          age: '6-9',
          price: [90, 150],
          art: 'football',
        },
      ] as const);
      const colour = c.colour(['red', 'blue', 'green', 'yellow', 'pink']);
      return {
        title: `${toy.brand} ${say(c, toy.name)}, ${colour.name}`,
        about: [
          c.t(
            'Die Kinder sind rausgewachsen, funktioniert einwandfrei.',
            'The kids have outgrown it; works perfectly.',
          ),
        ],
        features: [
          c.t('Voll funktionsfähig', 'Fully working'),
          c.t('Leichte Gebrauchsspuren', 'Light signs of use'),
          c.t('Für draußen', 'For outdoors'),
        ],
        tags: tagList(toy.brand, c.t('draußen', 'outdoor'), c.t('kinder', 'kids')),
        attributes: { brand: toy.brand, ageGroup: toy.age, complete: true, colour: colour.value },
        basePrice: c.between(toy.price),
        subject: colouredSubject(c, toy.name, colour),
        hex: colour.hex,
        art: toy.art,
      };
    },
  },
];
