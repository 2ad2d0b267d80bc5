import type { ColourValue } from '@shared/catalog/colours.data';
import type { ArtKind } from './illustration-kinds';
import type { AttributeValue, ListingTemplate, TemplateContext } from './listing-template.types';
import { type Bi, colouredSubject, say, tagList } from './listing-template-helpers';

interface FurniturePiece {
  brand: string;
  name: Bi;
  about: Bi;
  price: [number, number];
  colours: ColourValue[];
  material: string;
  size: [width: number, depth: number, height: number];
  art?: ArtKind;
  tags: string[];
  attributes?: Record<string, AttributeValue>;
  /** Can be taken apart for transport. */
  flatPack?: boolean;
}

const movingNotes: Bi[] = [
  [
    'Wir ziehen um und es passt leider nicht in die neue Wohnung.',
    "We're moving and sadly it doesn't fit in the new flat.",
  ],
  [
    'Muss wegen Neueinrichtung weg, daher der günstige Preis.',
    "It has to go because we're redecorating, hence the low price.",
  ],
  [
    'Abholung bitte mit passendem Auto und zweiter Person.',
    'Please collect with a suitable car and a second person.',
  ],
  [
    'Die Maße bitte vorher nachmessen, Treppenhaus ist eng.',
    'Please check the measurements first; the stairwell is narrow.',
  ],
];

function furnitureTemplate(
  categoryId: string,
  art: ArtKind,
  pieces: FurniturePiece[],
  weight = 1,
): ListingTemplate {
  return {
    categoryId,
    art,
    parcel: 'bulky',
    weight,
    build(c: TemplateContext) {
      const piece = c.pick(pieces);
      const colour = c.colour(piece.colours);
      const [width, depth, height] = piece.size;
      const disassembled = piece.flatPack === true && c.chance(0.35);
      return {
        title: `${piece.brand === '' ? '' : `${piece.brand} `}${say(c, piece.name)}, ${colour.name}`,
        about: [say(c, piece.about)],
        extra: say(c, c.pick(movingNotes)),
        features: [
          c.t(
            `Maße: ${width} × ${depth} × ${height} cm (B × T × H)`,
            `Size: ${width} × ${depth} × ${height} cm (W × D × H)`,
          ),
          piece.flatPack
            ? disassembled
              ? c.t('Bereits zerlegt', 'Already disassembled')
              : c.t(
                  'Aufgebaut, Abbau gern gemeinsam bei Abholung',
                  'Assembled; we can take it apart together',
                )
            : c.t('Stabil, nichts wackelt', 'Sturdy, nothing wobbles'),
          c.t('Aus Nichtraucherhaushalt', 'From a smoke-free home'),
        ],
        tags: tagList(piece.brand, ...piece.tags, colour.name),
        attributes: {
          ...(piece.brand ? { brand: piece.brand } : {}),
          colour: colour.value,
          material: piece.material,
          widthCm: width,
          depthCm: depth,
          heightCm: height,
          ...(piece.flatPack ? { assembly: disassembled ? 'disassembled' : 'assembled' } : {}),
          ...piece.attributes,
        },
        basePrice: c.between(piece.price),
        subject: colouredSubject(c, piece.name, colour),
        hex: colour.hex,
        art: piece.art,
      };
    },
  };
}

const sofas: FurniturePiece[] = [
  {
    brand: 'IKEA',
    name: ['Kivik 3er-Sofa', 'Kivik 3-seat sofa'],
    about: [
      'Sehr bequemes, tiefes Sofa, Bezüge sind abnehmbar und waschbar.',
      'Very comfy deep sofa; the covers come off and are washable.',
    ],
    price: [120, 220],
    colours: ['grey', 'beige', 'navy', 'green'],
    material: 'fabric',
    size: [228, 95, 83],
    tags: ['sofa', 'couch', 'kivik'],
    flatPack: true,
  },
  {
    brand: '',
    name: ['Ecksofa mit Schlaffunktion', 'corner sofa bed'],
    about: [
      'Lässt sich mit einem Handgriff zum Gästebett ausziehen, mit Bettkasten.',
      'Pulls out into a guest bed in seconds and has storage underneath.',
    ],
    price: [180, 350],
    colours: ['grey', 'beige', 'black'],
    material: 'fabric',
    size: [250, 165, 88],
    tags: ['ecksofa', 'schlafsofa', 'gästebett'],
    flatPack: true,
  },
  {
    brand: 'IKEA',
    name: ['Strandmon Ohrensessel', 'Strandmon wing chair'],
    about: [
      'Der perfekte Lesesessel, Polster noch fest und ohne Flecken.',
      'The perfect reading chair; the cushions are still firm and stain-free.',
    ],
    price: [80, 140],
    colours: ['green', 'grey', 'yellow', 'navy'],
    material: 'fabric',
    size: [82, 96, 101],
    art: 'armchair',
    tags: ['sessel', 'ohrensessel', 'lesesessel'],
  },
  {
    brand: 'Bolia',
    name: ['Cosima 2,5-Sitzer', 'Cosima 2.5-seat sofa'],
    about: [
      'Skandinavisches Design mit Samtbezug, ein echter Hingucker.',
      'Scandinavian design in velvet, a real eye-catcher.',
    ],
    price: [650, 1100],
    colours: ['green', 'pink', 'beige', 'blue'],
    material: 'fabric',
    size: [200, 95, 72],
    tags: ['sofa', 'samt', 'design'],
  },
];

const tables: FurniturePiece[] = [
  {
    brand: '',
    name: ['Esstisch aus Eiche massiv, 180 × 90 cm', 'solid oak dining table, 180 × 90 cm'],
    about: [
      'Vom Schreiner gefertigter Tisch, geölt, bietet Platz für sechs bis acht Personen.',
      'Made by a carpenter, oiled, seats six to eight people.',
    ],
    price: [380, 650],
    colours: ['brown', 'beige'],
    material: 'solid-wood',
    size: [180, 90, 76],
    tags: ['esstisch', 'eiche', 'massivholz'],
    flatPack: true,
  },
  {
    brand: 'IKEA',
    name: ['Lisabo Esstisch', 'Lisabo dining table'],
    about: [
      'Eschenfurnier, schlichtes Design, minimale Gebrauchsspuren an der Platte.',
      'Ash veneer, simple design, minimal marks on the top.',
    ],
    price: [60, 110],
    colours: ['beige', 'black'],
    material: 'veneer',
    size: [140, 78, 74],
    tags: ['esstisch', 'ikea', 'skandinavisch'],
    flatPack: true,
  },
  {
    brand: 'Flexispot',
    name: ['höhenverstellbarer Schreibtisch E7', 'E7 standing desk'],
    about: [
      'Elektrisch höhenverstellbar mit Memory-Funktion, ideal fürs Homeoffice.',
      'Electric height adjustment with memory presets, ideal for working from home.',
    ],
    price: [250, 360],
    colours: ['white', 'black', 'brown'],
    material: 'metal',
    size: [160, 80, 125],
    tags: ['schreibtisch', 'homeoffice', 'stehschreibtisch'],
    flatPack: true,
  },
  {
    brand: '',
    name: ['Couchtisch aus Rattan', 'rattan coffee table'],
    about: [
      'Runder Couchtisch mit Glasplatte, passt toll zu Boho-Einrichtung.',
      'Round coffee table with a glass top, lovely in a boho living room.',
    ],
    price: [40, 80],
    colours: ['beige', 'brown'],
    material: 'rattan',
    size: [80, 80, 42],
    tags: ['couchtisch', 'rattan', 'boho'],
  },
];

const chairs: FurniturePiece[] = [
  {
    brand: 'Thonet',
    name: ['214 Bugholzstuhl', '214 bentwood chair'],
    about: [
      'Der Kaffeehausklassiker mit Wiener Geflecht, Geflecht ohne Löcher.',
      'The coffeehouse classic with Vienna cane; the cane has no holes.',
    ],
    price: [150, 260],
    colours: ['black', 'brown'],
    material: 'solid-wood',
    size: [43, 52, 84],
    tags: ['thonet', 'bugholz', 'klassiker'],
  },
  {
    brand: 'HAY',
    name: ['About a Chair AAC22, 4er-Set', 'About a Chair AAC22, set of 4'],
    about: [
      'Vier Stühle mit Eichengestell, sehr stabil und angenehm zu sitzen.',
      'Four chairs on oak legs, very sturdy and comfortable.',
    ],
    price: [360, 520],
    colours: ['white', 'grey', 'green', 'pink'],
    material: 'plastic',
    size: [50, 52, 79],
    tags: ['stühle', 'esszimmer', 'hay'],
  },
  {
    brand: 'Vitra',
    name: ['Eames Plastic Side Chair DSW', 'Eames Plastic Side Chair DSW'],
    about: [
      'Original von Vitra mit Ahornbeinen, Sitzschale ohne Risse.',
      'Genuine Vitra with maple legs, no cracks in the shell.',
    ],
    price: [170, 240],
    colours: ['white', 'black', 'beige', 'grey'],
    material: 'plastic',
    size: [47, 55, 83],
    tags: ['vitra', 'eames', 'designklassiker'],
  },
];

const shelves: FurniturePiece[] = [
  {
    brand: 'IKEA',
    name: ['Kallax Regal 4x4', 'Kallax shelf 4x4'],
    about: [
      'Perfekt für Schallplatten und Bücher, inklusive vier Einsätzen mit Türen.',
      'Perfect for records and books; includes four inserts with doors.',
    ],
    price: [50, 90],
    colours: ['white', 'black', 'beige'],
    material: 'particle-board',
    size: [147, 39, 147],
    tags: ['kallax', 'regal', 'ikea'],
    flatPack: true,
  },
  {
    brand: 'USM Haller',
    name: ['Sideboard mit 2 Klappen', 'sideboard with 2 drop doors'],
    about: [
      'Zeitloser Klassiker, beliebig erweiterbar, alle Kugeln und Rohre vorhanden.',
      'Timeless classic, endlessly expandable; all balls and tubes included.',
    ],
    price: [900, 1400],
    colours: ['silver', 'white', 'black', 'green'],
    material: 'metal',
    size: [153, 38, 74],
    tags: ['usm', 'sideboard', 'design'],
    flatPack: true,
  },
  {
    brand: '',
    name: ['Vintage-Sideboard aus Teak, 60er', '1960s teak sideboard'],
    about: [
      'Dänisches Design der 60er, Schiebetüren laufen leicht, frisch geölt.',
      'Danish 60s design, the sliding doors run smoothly, freshly oiled.',
    ],
    price: [420, 780],
    colours: ['brown'],
    material: 'veneer',
    size: [180, 45, 78],
    tags: ['teak', 'midcentury', 'vintage'],
  },
  {
    brand: 'IKEA',
    name: ['Billy Bücherregal', 'Billy bookcase'],
    about: [
      'Das Regal, das jeder kennt: stabil, mit vier verstellbaren Böden.',
      'The bookcase everyone knows: sturdy, with four adjustable shelves.',
    ],
    price: [20, 40],
    colours: ['white', 'black', 'beige'],
    material: 'particle-board',
    size: [80, 28, 202],
    tags: ['billy', 'bücherregal', 'ikea'],
    flatPack: true,
  },
];

const beds: FurniturePiece[] = [
  {
    brand: 'IKEA',
    name: ['Malm Bett 160 × 200 mit Bettkästen', 'Malm bed 160 × 200 with storage boxes'],
    about: [
      'Stabiles Doppelbett mit zwei Bettkästen auf Rollen, ohne Matratze.',
      'Sturdy double bed with two rolling storage boxes, mattress not included.',
    ],
    price: [90, 160],
    colours: ['white', 'black', 'brown'],
    material: 'particle-board',
    size: [176, 209, 38],
    tags: ['bett', 'doppelbett', 'malm'],
    flatPack: true,
    attributes: { bedSize: '160x200' },
  },
  {
    brand: 'Emma',
    name: ['Matratze One, 140 × 200', 'One mattress, 140 × 200'],
    about: [
      'Zwei Jahre alt, immer mit Schoner benutzt, keine Liegekuhlen.',
      'Two years old, always used with a protector, no dips.',
    ],
    price: [90, 150],
    colours: ['white', 'grey'],
    material: 'fabric',
    size: [140, 200, 25],
    tags: ['matratze', '140x200', 'emma'],
    attributes: { bedSize: '140x200' },
  },
];

export const homeFurnitureTemplates: ListingTemplate[] = [
  furnitureTemplate('home-furniture-sofas', 'sofa', sofas, 2),
  furnitureTemplate('home-furniture-tables', 'table', tables, 2),
  furnitureTemplate('home-furniture-chairs', 'chair', chairs),
  furnitureTemplate('home-furniture-shelves', 'shelf', shelves, 2),
  furnitureTemplate('home-furniture-beds', 'bed', beds),
];
