import type { ListingTemplate } from './listing-template.types';
import { eraOf, say, tagList } from './listing-template-helpers';

export const collectiblesTemplates: ListingTemplate[] = [
  {
    categoryId: 'collectibles-coins',
    art: 'coin',
    parcel: 'letter',
    weight: 2,
    build(c) {
      const coin = c.pick([
        {
          name: ['5 Mark Silbermünze „Heiermann“ 1951 J', '5 Mark silver coin 1951 J'],
          year: 1951,
          denomination: '5 DM',
          material: 'silver',
          grade: 'vf',
          price: [25, 45],
          origin: 'Deutschland',
        },
        {
          name: ['2 Euro Gedenkmünzen Deutschland, 10 Stück', 'German €2 commemorative coins, 10 pieces'],
          year: 2019,
          denomination: '2 €',
          material: 'bimetal',
          grade: 'bu',
          price: [25, 35],
          origin: 'Deutschland',
        },
        {
          name: ['Krügerrand 1 oz Goldmünze 1978', 'Krugerrand 1 oz gold coin 1978'],
          year: 1978,
          denomination: '1 oz',
          material: 'gold',
          grade: 'xf',
          price: [1900, 2150],
          origin: 'Südafrika',
        },
        {
          name: ['10 DM Olympia 1972 Silbermünze, Spiegelglanz', '10 DM Olympics 1972 silver coin, proof'],
          year: 1972,
          denomination: '10 DM',
          material: 'silver',
          grade: 'proof',
          price: [12, 22],
          origin: 'Deutschland',
        },
        {
          name: ['Kursmünzensatz DDR 1982', 'East German coin set 1982'],
          year: 1982,
          denomination: '1 Pf – 20 M',
          material: 'copper-nickel',
          grade: 'bu',
          price: [30, 60],
          origin: 'DDR',
        },
      ] as const);
      return {
        title: say(c, coin.name),
        about: [
          c.t(
            'Aus der Sammlung meines Großvaters, immer in Münzkapsel bzw. Album aufbewahrt.',
            "From my grandfather's collection, always kept in a capsule or album.",
          ),
        ],
        extra: c.t('Versand versichert als Einschreiben.', 'Shipped insured by registered mail.'),
        features: [
          c.t(`Jahrgang ${coin.year}`, `Year ${coin.year}`),
          c.t(`Nennwert ${coin.denomination}`, `Face value ${coin.denomination}`),
          c.t('In Münzkapsel', 'In a coin capsule'),
        ],
        tags: tagList(
          c.t('münze', 'coin'),
          c.t('numismatik', 'numismatics'),
          coin.material,
          String(coin.year),
        ),
        attributes: {
          year: coin.year,
          era: eraOf(coin.year),
          origin: coin.origin,
          certificate: coin.material === 'gold',
          denomination: coin.denomination,
          grade: coin.grade,
          material: coin.material,
        },
        basePrice: c.between(coin.price),
        subject: c.t('Sammlermünze', 'collector coin'),
        hex: coin.material === 'gold' ? '#caa24b' : coin.material === 'copper-nickel' ? '#b07a4a' : '#c3c7cc',
      };
    },
  },
  {
    categoryId: 'collectibles-stamps',
    art: 'stamp',
    parcel: 'letter',
    build(c) {
      const lot = c.pick([
        {
          name: [
            'Briefmarkensammlung Bund 1960–1990 im Album',
            'West German stamp collection 1960–1990 in album',
          ],
          year: 1975,
          kind: 'album',
          state: 'mint-never-hinged',
          price: [40, 90],
        },
        {
          name: ['Berlin Satz Berühmte Deutsche 1961, gestempelt', 'Berlin "Famous Germans" set 1961, used'],
          year: 1961,
          kind: 'set',
          state: 'used',
          price: [15, 30],
        },
        {
          name: ['Deutsches Reich, Lot mit 120 Marken', 'German Reich lot of 120 stamps'],
          year: 1925,
          kind: 'album',
          state: 'used',
          price: [30, 60],
        },
        {
          name: ['Ersttagsbriefe Olympia 1972, 12 Stück', 'first day covers, 1972 Olympics, 12 pieces'],
          year: 1972,
          kind: 'covers',
          state: 'used',
          price: [15, 25],
        },
      ] as const);
      return {
        title: say(c, lot.name),
        about: [
          c.t(
            'Sauber sortiert, trocken und rauchfrei gelagert, Fotos von allen Seiten auf Anfrage.',
            'Neatly sorted, stored dry and smoke-free; photos of every page on request.',
          ),
        ],
        extra: c.t(
          'Ich bin kein Profi, bitte selbst anhand der Fotos prüfen.',
          "I'm not an expert, so please judge from the photos.",
        ),
        features: [
          c.t(`Aus dem Jahr ${lot.year}`, `From ${lot.year}`),
          c.t('Trocken gelagert', 'Stored dry'),
          c.t('Versand als Brief', 'Ships as a letter'),
        ],
        tags: tagList(
          c.t('briefmarken', 'stamps'),
          c.t('philatelie', 'philately'),
          lot.kind,
          String(lot.year),
        ),
        attributes: {
          year: lot.year,
          era: eraOf(lot.year),
          origin: 'Deutschland',
          stampCondition: lot.state,
          collectionType: lot.kind,
        },
        basePrice: c.between(lot.price),
        subject: c.t('Briefmarke mit Zackenrand', 'postage stamp with perforated edge'),
        hex: c.pick(['#cc3640', '#3271cf', '#3d8c55', '#7c52a3']),
      };
    },
  },
  {
    categoryId: 'collectibles-trading-cards',
    art: 'trading-card',
    parcel: 'letter',
    weight: 2,
    build(c) {
      const card = c.pick([
        {
          name: ['Pokémon Glurak Holo, Base Set 1999', 'Pokémon Charizard holo, Base Set 1999'],
          game: 'pokemon',
          year: 1999,
          graded: false,
          price: [180, 320],
        },
        {
          name: [
            'Pokémon Karten Sammlung, ca. 300 Stück mit Holos',
            'Pokémon card collection, about 300 with holos',
          ],
          game: 'pokemon',
          year: 2021,
          graded: false,
          price: [40, 80],
        },
        {
          name: [
            'Magic: The Gathering Commander-Deck, komplett',
            'Magic: The Gathering Commander deck, complete',
          ],
          game: 'magic',
          year: 2022,
          graded: false,
          price: [30, 55],
        },
        {
          name: ['Panini WM 2014 Album komplett eingeklebt', 'Panini World Cup 2014 album, complete'],
          game: 'panini',
          year: 2014,
          graded: false,
          price: [45, 90],
        },
        {
          name: ['Yu-Gi-Oh! Blauäugiger w. Drache, PSA 8', 'Yu-Gi-Oh! Blue-Eyes White Dragon, PSA 8'],
          game: 'yugioh',
          year: 2002,
          graded: true,
          price: [120, 200],
        },
      ] as const);
      return {
        title: say(c, card.name),
        about: [
          c.t(
            'Direkt aus der Hülle bzw. dem Toploader, Kanten und Ecken sehen gut aus.',
            'Straight from the sleeve or toploader; edges and corners look good.',
          ),
        ],
        extra: c.t(
          'Versand sicher zwischen Pappen als Einschreiben.',
          'Shipped safely between cardboard, registered mail.',
        ),
        features: [
          card.graded
            ? c.t('Professionell gegradet', 'Professionally graded')
            : c.t('In Schutzhülle', 'In protective sleeve'),
          c.t('Aus Nichtraucherhaushalt', 'From a smoke-free home'),
          c.t('Versand als Einschreiben', 'Registered shipping'),
        ],
        tags: tagList(
          card.game,
          c.t('sammelkarten', 'trading cards'),
          card.graded && 'graded',
          String(card.year),
        ),
        attributes: {
          year: card.year,
          era: eraOf(card.year),
          cardGame: card.game,
          graded: card.graded,
          certificate: card.graded,
        },
        basePrice: c.between(card.price),
        subject: c.t('Sammelkarte im Schutzrahmen', 'trading card in a protective frame'),
        hex: card.game === 'pokemon' ? '#ecc546' : card.game === 'magic' ? '#7b4f2e' : '#3271cf',
      };
    },
  },
  {
    categoryId: 'collectibles-antiques',
    art: 'clock',
    parcel: 'medium',
    build(c) {
      const piece = c.pick([
        {
          name: ['Kienzle Tischuhr, 50er Jahre', '1950s Kienzle mantel clock'],
          year: 1955,
          material: 'wood',
          origin: 'Deutschland',
          price: [60, 120],
          art: 'clock',
        },
        {
          name: ['Jugendstil-Kerzenleuchter aus Messing, Paar', 'pair of Art Nouveau brass candlesticks'],
          year: 1905,
          material: 'brass',
          origin: 'Deutschland',
          price: [70, 140],
          art: 'trophy',
        },
        {
          name: ['Meissen Porzellanfigur, Schwertermarke', 'Meissen porcelain figurine, crossed swords mark'],
          year: 1930,
          material: 'porcelain',
          origin: 'Deutschland',
          price: [150, 320],
          art: 'vase',
        },
        {
          name: ['Wanduhr „Regulator“ um 1900', 'Regulator wall clock, around 1900'],
          year: 1900,
          material: 'wood',
          origin: 'Deutschland',
          price: [120, 260],
          art: 'clock',
        },
      ] as const);
      return {
        title: say(c, piece.name),
        about: [
          c.t(
            'Stammt aus einer Haushaltsauflösung, altersgemäßer Zustand mit schöner Patina.',
            'From a house clearance; age-appropriate condition with a lovely patina.',
          ),
        ],
        extra: c.t(
          'Gern vorher anschauen, ich bin meistens abends zu Hause.',
          "Happy for you to view it first; I'm usually home in the evenings.",
        ),
        features: [
          c.t(`Um ${piece.year}`, `Circa ${piece.year}`),
          c.t('Schöne Patina', 'Lovely patina'),
          c.t('Haushaltsauflösung', 'House clearance find'),
        ],
        tags: tagList(
          c.t('antik', 'antique'),
          piece.material,
          eraOf(piece.year),
          c.t('sammeln', 'collecting'),
        ),
        attributes: {
          year: piece.year,
          era: eraOf(piece.year),
          origin: piece.origin,
          certificate: false,
          material: piece.material,
        },
        basePrice: c.between(piece.price),
        subject: say(c, piece.name),
        hex: piece.material === 'brass' ? '#caa24b' : piece.material === 'porcelain' ? '#f4f2ec' : '#7b4f2e',
        art: piece.art,
      };
    },
  },
];
