import type { ListingTemplate } from './listing-template.types';
import { type Garment, garmentTemplate, shoeNotes, womenSizes } from './listing-template-garment';

const womenJackets: Garment[] = [
  {
    brand: "Levi's",
    name: ['Jeansjacke', 'denim jacket'],
    about: [
      'Klassische Trucker-Jacke mit Brusttaschen, schön weich eingetragen.',
      'Classic trucker jacket with chest pockets, nicely broken in.',
    ],
    price: [25, 45],
    colours: ['blue', 'light-blue', 'black'],
    material: 'denim',
    tags: ['jeansjacke', 'denim', 'vintage'],
  },
  {
    brand: 'Mango',
    name: ['Trenchcoat', 'trench coat'],
    about: [
      'Zweireihiger Trenchcoat mit Bindegürtel, ideal für den Frühling.',
      'Double-breasted trench with a tie belt, perfect for spring.',
    ],
    price: [30, 55],
    colours: ['beige', 'black', 'olive'],
    material: 'cotton',
    art: 'coat',
    tags: ['trenchcoat', 'mantel', 'frühling'],
  },
  {
    brand: 'Vaude',
    name: ['Regenjacke', 'rain jacket'],
    about: [
      'Wasserdicht, atmungsaktiv und mit verstaubarer Kapuze, perfekt fürs Fahrrad.',
      'Waterproof and breathable with a stowaway hood, great for cycling.',
    ],
    price: [35, 70],
    colours: ['red', 'green', 'navy', 'yellow'],
    material: 'polyester',
    tags: ['regenjacke', 'outdoor', 'wasserdicht'],
  },
  {
    brand: 'Arket',
    name: ['Wollmantel', 'wool coat'],
    about: [
      'Langer, gerade geschnittener Mantel aus Wollmischung, hält richtig warm.',
      'Long, straight-cut coat in a wool blend that keeps you properly warm.',
    ],
    price: [60, 120],
    colours: ['grey', 'beige', 'black', 'burgundy'],
    material: 'wool',
    art: 'coat',
    tags: ['wollmantel', 'mantel', 'winter'],
  },
  {
    brand: 'The North Face',
    name: ['Daunenjacke', 'puffer jacket'],
    about: [
      'Leichte Daunenjacke, lässt sich klein zusammenpacken und ist trotzdem sehr warm.',
      'Lightweight down jacket that packs small but is still very warm.',
    ],
    price: [70, 140],
    colours: ['black', 'olive', 'navy', 'purple'],
    material: 'down',
    tags: ['daunenjacke', 'winterjacke', 'tnf'],
  },
  {
    brand: 'Zara',
    name: ['Lederjacke im Biker-Stil', 'biker leather jacket'],
    about: [
      'Echtleder mit silbernen Reißverschlüssen, wird mit jedem Tragen schöner.',
      'Real leather with silver zips that gets better with every wear.',
    ],
    price: [40, 90],
    colours: ['black', 'brown', 'cognac'],
    material: 'leather',
    tags: ['lederjacke', 'biker', 'leder'],
  },
];

const womenDresses: Garment[] = [
  {
    brand: 'COS',
    name: ['Midikleid', 'midi dress'],
    about: [
      'Fließender Stoff, schlichter Schnitt, im Büro genauso schön wie am Abend.',
      'Flowing fabric and a clean cut, as good for the office as for an evening out.',
    ],
    price: [25, 45],
    colours: ['black', 'navy', 'olive', 'beige'],
    material: 'viscose',
    tags: ['kleid', 'midikleid', 'minimalistisch'],
  },
  {
    brand: '& Other Stories',
    name: ['Sommerkleid mit Blumenmuster', 'floral summer dress'],
    about: [
      'Leichtes Sommerkleid mit kleinen Puffärmeln und Knopfleiste.',
      'Light summer dress with small puff sleeves and a button front.',
    ],
    price: [20, 40],
    colours: ['multicolour', 'yellow', 'light-blue', 'pink'],
    material: 'viscose',
    tags: ['sommerkleid', 'blumen', 'sommer'],
  },
  {
    brand: 'Vila',
    name: ['Strickkleid', 'knitted dress'],
    about: [
      'Gemütliches Strickkleid mit Rollkragen, toll mit Stiefeln.',
      'Cosy roll-neck knitted dress, lovely with boots.',
    ],
    price: [15, 30],
    colours: ['beige', 'grey', 'burgundy', 'brown'],
    material: 'cotton',
    tags: ['strickkleid', 'herbst', 'winter'],
  },
  {
    brand: 'Hallhuber',
    name: ['Etuikleid', 'sheath dress'],
    about: [
      'Elegantes Etuikleid, einmal auf einer Hochzeit getragen.',
      'Elegant sheath dress, worn once to a wedding.',
    ],
    price: [30, 55],
    colours: ['navy', 'red', 'black', 'green'],
    material: 'polyester',
    tags: ['etuikleid', 'hochzeit', 'festlich'],
  },
];

const womenTops: Garment[] = [
  {
    brand: 'Uniqlo',
    name: ['Kaschmirpullover', 'cashmere jumper'],
    about: [
      '100 % Kaschmir, weich und nicht kratzig, kaum Pilling.',
      '100% cashmere, soft and not itchy, hardly any pilling.',
    ],
    price: [30, 55],
    colours: ['beige', 'grey', 'light-blue', 'pink'],
    material: 'cashmere',
    art: 'sweater',
    tags: ['kaschmir', 'pullover', 'strick'],
  },
  {
    brand: 'Armedangels',
    name: ['Oversize-Hoodie', 'oversized hoodie'],
    about: [
      'Bio-Baumwolle, fair produziert, sitzt schön locker.',
      'Organic cotton, fairly made, with a relaxed fit.',
    ],
    price: [20, 40],
    colours: ['grey', 'olive', 'black', 'beige'],
    material: 'cotton',
    art: 'sweater',
    tags: ['hoodie', 'bio', 'fair fashion'],
  },
  {
    brand: 'Massimo Dutti',
    name: ['Seidenbluse', 'silk blouse'],
    about: [
      'Reine Seide mit Perlmuttknöpfen, chemisch gereinigt.',
      'Pure silk with mother-of-pearl buttons, freshly dry-cleaned.',
    ],
    price: [25, 50],
    colours: ['white', 'beige', 'navy', 'burgundy'],
    material: 'silk',
    art: 'tshirt',
    tags: ['bluse', 'seide', 'business'],
  },
  {
    brand: 'Weekday',
    name: ['Cropped-Strickjacke', 'cropped cardigan'],
    about: [
      'Kurze Strickjacke aus Wollmischung, passt super zu High-Waist-Jeans.',
      'Short wool-blend cardigan that looks great with high-waisted jeans.',
    ],
    price: [15, 30],
    colours: ['green', 'pink', 'white', 'purple'],
    material: 'wool',
    art: 'sweater',
    tags: ['strickjacke', 'cardigan', 'cropped'],
  },
];

const womenTrousers: Garment[] = [
  {
    brand: "Levi's",
    name: ['501 Jeans', '501 jeans'],
    sizeNote: 'W28 L32',
    size: '36',
    about: [
      'Der Klassiker mit Knopfleiste, gerade geschnitten und schön ausgewaschen.',
      'The classic button-fly cut, straight leg with a lovely faded wash.',
    ],
    price: [30, 50],
    colours: ['blue', 'light-blue', 'black', 'navy'],
    material: 'denim',
    art: 'trousers',
    tags: ['levis', '501', 'jeans', 'denim'],
  },
  {
    brand: 'Mango',
    name: ['Weite Leinenhose', 'wide linen trousers'],
    about: [
      'Luftige Hose mit Bundfalten, perfekt für heiße Tage.',
      'Airy pleated trousers, perfect for hot days.',
    ],
    price: [18, 32],
    colours: ['beige', 'white', 'olive', 'black'],
    material: 'linen',
    art: 'trousers',
    tags: ['leinenhose', 'sommer', 'weites bein'],
  },
  {
    brand: 'Agolde',
    name: ['Mom-Jeans', 'mom jeans'],
    about: [
      'High-Waist, leicht tapered, festes Denim ohne Stretch.',
      'High-waisted and slightly tapered, rigid denim without stretch.',
    ],
    price: [45, 80],
    colours: ['light-blue', 'blue'],
    material: 'denim',
    art: 'trousers',
    tags: ['mom jeans', 'high waist', 'jeans'],
  },
];

export const fashionWomenTemplates: ListingTemplate[] = [
  garmentTemplate('fashion-women-jackets', 'jacket', womenJackets, womenSizes, 2),
  garmentTemplate('fashion-women-dresses', 'dress', womenDresses, womenSizes),
  garmentTemplate('fashion-women-tops', 'sweater', womenTops, womenSizes),
  garmentTemplate('fashion-women-trousers', 'trousers', womenTrousers, womenSizes),
];

const womenShoes: Garment[] = [
  {
    brand: 'Birkenstock',
    name: ['Arizona Sandalen', 'Arizona sandals'],
    about: [
      'Das Fußbett ist schon schön eingelaufen, die Sohle hat noch viel Profil.',
      'The footbed is nicely worn in and the sole still has plenty of tread.',
    ],
    price: [30, 55],
    colours: ['brown', 'black', 'beige', 'white'],
    material: 'leather',
    art: 'sneaker',
    tags: ['birkenstock', 'sandalen', 'sommer'],
  },
  {
    brand: 'Dr. Martens',
    name: ['1460 Boots', '1460 boots'],
    about: [
      'Die Klassiker mit acht Ösen, bereits eingelaufen, also ohne Blasen-Phase.',
      'The eight-eyelet classics, already broken in, so no blister phase.',
    ],
    price: [55, 95],
    colours: ['black', 'burgundy', 'white'],
    material: 'leather',
    art: 'boot',
    tags: ['dr martens', 'boots', 'docs'],
  },
  {
    brand: 'Veja',
    name: ['V-10 Sneaker', 'V-10 trainers'],
    about: [
      'Nachhaltige Sneaker aus Leder, nur ein paar Mal getragen.',
      'Sustainable leather trainers, only worn a few times.',
    ],
    price: [50, 90],
    colours: ['white', 'beige', 'black'],
    material: 'leather',
    art: 'sneaker',
    tags: ['veja', 'sneaker', 'nachhaltig'],
  },
  {
    brand: 'Tamaris',
    name: ['Stiefeletten', 'ankle boots'],
    about: [
      'Bequemer Blockabsatz von 5 cm, den ganzen Tag gut zu laufen.',
      'Comfortable 5 cm block heel that you can walk in all day.',
    ],
    price: [20, 40],
    colours: ['black', 'cognac', 'brown', 'grey'],
    material: 'suede',
    art: 'boot',
    tags: ['stiefeletten', 'herbst', 'absatz'],
  },
];

export const fashionWomenShoeTemplate = garmentTemplate(
  'fashion-women-shoes',
  'sneaker',
  womenShoes,
  {
    letters: [],
    numbers: ['36', '37', '38', '39', '40', '41'],
  },
  1,
  shoeNotes,
);
