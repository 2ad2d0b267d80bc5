import type { ListingTemplate } from './listing-template.types';
import { type Garment, garmentTemplate, menSizes, shoeNotes } from './listing-template-garment';

const menJackets: Garment[] = [
  {
    brand: 'Carhartt WIP',
    name: ['Detroit Jacket', 'Detroit jacket'],
    about: [
      'Robuste Canvas-Jacke mit Cordkragen und Deckenfutter.',
      'Tough canvas jacket with a corduroy collar and blanket lining.',
    ],
    price: [60, 110],
    colours: ['brown', 'black', 'olive', 'beige'],
    material: 'cotton',
    tags: ['carhartt', 'workwear', 'jacke'],
  },
  {
    brand: 'Patagonia',
    name: ['Fleecejacke', 'fleece jacket'],
    about: [
      'Kuschelige Retro-Fleecejacke, perfekt als Zwischenschicht.',
      'Cosy retro fleece, perfect as a mid layer.',
    ],
    price: [45, 85],
    colours: ['beige', 'navy', 'green', 'grey'],
    material: 'polyester',
    tags: ['fleece', 'outdoor', 'patagonia'],
  },
  {
    brand: 'Schöffel',
    name: ['Winterparka', 'winter parka'],
    about: [
      'Wattierter Parka mit abnehmbarem Kunstfell an der Kapuze.',
      'Padded parka with detachable faux fur on the hood.',
    ],
    price: [50, 95],
    colours: ['navy', 'olive', 'black'],
    material: 'polyester',
    art: 'coat',
    tags: ['parka', 'winterjacke', 'warm'],
  },
  {
    brand: 'Barbour',
    name: ['gewachste Jacke', 'waxed jacket'],
    about: [
      'Die typische Wachsjacke mit Cordkragen, frisch nachgewachst.',
      'The classic waxed jacket with corduroy collar, freshly re-waxed.',
    ],
    price: [90, 160],
    colours: ['olive', 'navy', 'brown'],
    material: 'cotton',
    tags: ['barbour', 'wachsjacke', 'british'],
  },
];

const menTops: Garment[] = [
  {
    brand: 'Ralph Lauren',
    name: ['Oxford-Hemd', 'Oxford shirt'],
    about: [
      'Button-down-Kragen, Slim Fit, mit dem kleinen Polo-Logo.',
      'Button-down collar, slim fit, with the little polo logo.',
    ],
    price: [20, 40],
    colours: ['light-blue', 'white', 'pink', 'navy'],
    material: 'cotton',
    art: 'tshirt',
    tags: ['hemd', 'oxford', 'ralph lauren'],
  },
  {
    brand: 'Fjällräven',
    name: ['Wollpullover', 'wool jumper'],
    about: [
      'Dicker Strickpullover aus Schurwolle, wärmt auch ohne Jacke.',
      'Chunky pure wool jumper, warm enough without a jacket.',
    ],
    price: [35, 65],
    colours: ['grey', 'navy', 'green', 'burgundy'],
    material: 'wool',
    art: 'sweater',
    tags: ['pullover', 'wolle', 'fjällräven'],
  },
  {
    brand: 'Stüssy',
    name: ['T-Shirt mit Logo', 'logo T-shirt'],
    about: [
      'Schweres Baumwoll-Shirt mit Backprint, kein Verziehen nach dem Waschen.',
      'Heavy cotton tee with back print, keeps its shape after washing.',
    ],
    price: [15, 35],
    colours: ['black', 'white', 'grey'],
    material: 'cotton',
    art: 'tshirt',
    tags: ['streetwear', 't-shirt', 'stüssy'],
  },
];

const menTrousers: Garment[] = [
  {
    brand: "Levi's",
    name: ['511 Slim Jeans', '511 slim jeans'],
    sizeNote: 'W32 L32',
    size: '48',
    about: [
      'Slim Fit mit etwas Stretch, bequem für den Alltag.',
      'Slim fit with a little stretch, comfortable for every day.',
    ],
    price: [20, 40],
    colours: ['blue', 'navy', 'black', 'grey'],
    material: 'denim',
    tags: ['levis', '511', 'jeans'],
  },
  {
    brand: 'Dickies',
    name: ['874 Arbeitshose', '874 work pants'],
    about: [
      'Der Klassiker mit Bügelfalte, fast unkaputtbar.',
      'The classic with a pressed crease, practically indestructible.',
    ],
    price: [18, 30],
    colours: ['beige', 'black', 'navy', 'olive'],
    material: 'polyester',
    tags: ['dickies', 'workwear', 'chino'],
  },
];

const menSuits: Garment[] = [
  {
    brand: 'Hugo Boss',
    name: ['Anzug, zweiteilig', 'two-piece suit'],
    about: [
      'Schurwolle, Slim Fit, nur zur Hochzeit und zwei Vorstellungsgesprächen getragen.',
      'Pure wool, slim fit, worn to one wedding and two job interviews.',
    ],
    price: [90, 180],
    colours: ['navy', 'grey', 'black'],
    material: 'wool',
    tags: ['anzug', 'business', 'hochzeit'],
  },
  {
    brand: 'Tommy Hilfiger',
    name: ['Sakko', 'blazer'],
    about: [
      'Unstrukturiertes Sakko, passt zu Jeans genauso wie zur Chino.',
      'Unstructured blazer that works with jeans as well as chinos.',
    ],
    price: [40, 75],
    colours: ['navy', 'beige', 'grey'],
    material: 'cotton',
    tags: ['sakko', 'blazer', 'smart casual'],
  },
];

export const fashionMenTemplates: ListingTemplate[] = [
  garmentTemplate('fashion-men-jackets', 'jacket', menJackets, menSizes, 2),
  garmentTemplate('fashion-men-tops', 'sweater', menTops, menSizes),
  garmentTemplate('fashion-men-trousers', 'trousers', menTrousers, menSizes),
  garmentTemplate('fashion-men-suits', 'blazer', menSuits, menSizes),
];

const menShoes: Garment[] = [
  {
    brand: 'Adidas',
    name: ['Samba OG', 'Samba OG trainers'],
    about: [
      'Kultiger Hallenschuh mit Gummisohle, kaum Abrieb an den Spitzen.',
      'Iconic indoor shoe with gum sole, barely any scuffing on the toes.',
    ],
    price: [45, 80],
    colours: ['white', 'black', 'navy'],
    material: 'leather',
    art: 'sneaker',
    tags: ['adidas', 'samba', 'sneaker'],
  },
  {
    brand: 'New Balance',
    name: ['574 Sneaker', '574 trainers'],
    about: [
      'Bequemer Alltagsschuh mit Wildleder-Einsätzen, frisch gereinigt.',
      'Comfortable everyday trainers with suede panels, freshly cleaned.',
    ],
    price: [35, 60],
    colours: ['grey', 'navy', 'green', 'beige'],
    material: 'suede',
    art: 'sneaker',
    tags: ['new balance', '574', 'sneaker'],
  },
  {
    brand: 'Red Wing',
    name: ['Iron Ranger Boots', 'Iron Ranger boots'],
    about: [
      'Rahmengenähte Lederstiefel, gepflegt und mit neuen Schnürsenkeln.',
      'Goodyear-welted leather boots, well cared for with new laces.',
    ],
    price: [150, 240],
    colours: ['brown', 'cognac', 'black'],
    material: 'leather',
    art: 'boot',
    tags: ['red wing', 'boots', 'leder'],
  },
];

export const fashionMenShoeTemplate = garmentTemplate(
  'fashion-men-shoes',
  'sneaker',
  menShoes,
  {
    letters: [],
    numbers: ['41', '42', '43', '44', '45', '46'],
  },
  1,
  shoeNotes,
);
