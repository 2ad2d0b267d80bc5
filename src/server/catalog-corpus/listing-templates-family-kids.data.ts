import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const familyKidsTemplates: ListingTemplate[] = [
  {
    categoryId: 'family-kids-clothing-baby',
    art: 'bodysuit',
    parcel: 'small',
    weight: 2,
    build(c) {
      const size = c.pick(['56', '62', '68', '74', '80', '86']);
      const bundle = c.pick([
        {
          brand: 'H&M',
          name: ['Babykleidung Paket, 25 Teile', 'baby clothes bundle, 25 pieces'],
          price: [20, 35],
          material: 'cotton',
        },
        {
          brand: 'Petit Bateau',
          name: ['Bodys im 5er-Set', 'set of 5 bodysuits'],
          price: [15, 25],
          material: 'cotton',
        },
        {
          brand: 'Engel',
          name: ['Wollbody, Bio-Merino', 'organic merino wool bodysuit'],
          price: [12, 20],
          material: 'wool',
        },
        { brand: 'Lässig', name: ['Schlafsack', 'baby sleeping bag'], price: [15, 25], material: 'cotton' },
      ] as const);
      const colour = c.colour(['white', 'light-blue', 'pink', 'beige', 'green', 'yellow', 'multicolour']);
      const gender = c.pick(['girl', 'boy', 'unisex', 'unisex']);
      return {
        title: `${bundle.brand} ${say(c, bundle.name)}, ${c.t(`Gr. ${size}`, `size ${size}`)}`,
        about: [
          c.t(
            'Unser Kleiner ist rausgewachsen, alles gewaschen und ohne Flecken.',
            'Our little one has outgrown it all; everything is washed and stain-free.',
          ),
        ],
        extra: c.t('Weitere Sachen in Größe 92 gern auf Anfrage.', 'More items in size 92 on request.'),
        features: [
          c.t(`Größe ${size}`, `Size ${size}`),
          c.t('Gewaschen', 'Washed'),
          c.t('Tierfreier Nichtraucherhaushalt', 'Smoke-free, pet-free home'),
        ],
        tags: tagList(
          c.t('baby', 'baby'),
          c.t('babykleidung', 'baby clothes'),
          bundle.brand,
          `${c.t('gr', 'size')} ${size}`,
        ),
        attributes: { brand: bundle.brand, colour: colour.value, size, gender, material: bundle.material },
        basePrice: c.between(bundle.price),
        subject: colouredSubject(c, ['Babybody', 'baby bodysuit'], colour),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'family-kids-clothing-kids',
    art: 'tshirt',
    parcel: 'small',
    build(c) {
      const size = c.pick(['98', '104', '110', '116', '122', '128', '140', '152']);
      const item = c.pick([
        {
          brand: 'Mini Boden',
          name: ['Kleid mit Blumenprint', 'floral dress'],
          gender: 'girl',
          price: [10, 18],
          material: 'cotton',
          art: 'dress',
        },
        {
          brand: 'Reima',
          name: ['Winteroverall', 'winter snowsuit'],
          gender: 'unisex',
          price: [25, 45],
          material: 'polyester',
          art: 'jacket',
        },
        {
          brand: 'Jako-o',
          name: ['Matschhose und Regenjacke', 'rain trousers and jacket'],
          gender: 'unisex',
          price: [15, 25],
          material: 'polyester',
          art: 'jacket',
        },
        {
          brand: 'Name It',
          name: ['Jeans im 3er-Pack', 'jeans, pack of 3'],
          gender: 'boy',
          price: [10, 20],
          material: 'denim',
          art: 'trousers',
        },
      ] as const);
      const colour = c.colour(['navy', 'red', 'green', 'yellow', 'pink', 'blue']);
      return {
        title: `${item.brand} ${say(c, item.name)}, ${c.t(`Gr. ${size}`, `size ${size}`)}`,
        about: [
          c.t(
            'Robust, hat schon einen Winter Kita überstanden und sieht noch gut aus.',
            'Robust; it survived a winter of nursery and still looks good.',
          ),
        ],
        features: [
          c.t(`Größe ${size}`, `Size ${size}`),
          c.t('Keine Löcher', 'No holes'),
          c.t('Gewaschen', 'Washed'),
        ],
        tags: tagList(c.t('kinderkleidung', 'kids clothes'), item.brand, `${c.t('gr', 'size')} ${size}`),
        attributes: {
          brand: item.brand,
          colour: colour.value,
          size,
          gender: item.gender,
          material: item.material,
        },
        basePrice: c.between(item.price),
        subject: colouredSubject(c, item.name, colour),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
  {
    categoryId: 'family-kids-clothing-shoes',
    art: 'sneaker',
    parcel: 'small',
    build(c) {
      const size = c.pick(['22', '24', '26', '28', '30', '32']);
      const shoe = c.pick([
        {
          brand: 'Superfit',
          name: ['Gore-Tex Winterstiefel', 'Gore-Tex winter boots'],
          price: [18, 30],
          art: 'boot',
        },
        { brand: 'Affenzahn', name: ['Barfußschuhe', 'barefoot shoes'], price: [20, 32], art: 'sneaker' },
        {
          brand: 'Elefanten',
          name: ['Lauflernschuhe', 'first walking shoes'],
          price: [10, 18],
          art: 'sneaker',
        },
        { brand: 'Bisgaard', name: ['Gummistiefel', 'wellies'], price: [12, 20], art: 'boot' },
      ] as const);
      const colour = c.colour(['blue', 'red', 'pink', 'yellow', 'green', 'navy']);
      return {
        title: `${shoe.brand} ${say(c, shoe.name)}, ${c.t(`Gr. ${size}`, `size ${size}`)}`,
        about: [c.t('Sohle kaum abgelaufen, Innensohle sauber.', 'Barely worn soles, clean insoles.')],
        features: [
          c.t(`Größe ${size}`, `Size ${size}`),
          c.t('Kaum getragen', 'Barely worn'),
          c.t(`Farbe: ${colour.label}`, `Colour: ${colour.name}`),
        ],
        tags: tagList(c.t('kinderschuhe', 'kids shoes'), shoe.brand, `${c.t('gr', 'size')} ${size}`),
        attributes: { brand: shoe.brand, colour: colour.value, size, gender: 'unisex' },
        basePrice: c.between(shoe.price),
        subject: colouredSubject(c, shoe.name, colour),
        hex: colour.hex,
        art: shoe.art,
      };
    },
  },
  {
    categoryId: 'family-kids-strollers',
    art: 'stroller',
    parcel: 'bulky',
    weight: 2,
    build(c) {
      const pram = c.pick([
        { brand: 'Bugaboo', model: 'Fox 3', type: 'combi', price: [450, 650] },
        { brand: 'Joolz', model: 'Day+', type: 'combi', price: [320, 450] },
        { brand: 'Babyzen', model: 'YOYO²', type: 'buggy', price: [220, 320] },
        { brand: 'Thule', model: 'Urban Glide 2', type: 'jogger', price: [250, 360] },
        { brand: 'TFK', model: 'Twinner Twist Duo', type: 'twin', price: [280, 420] },
      ] as const);
      const colour = c.colour(['black', 'grey', 'navy', 'beige', 'green']);
      return {
        title: c.t(
          `${pram.brand} ${pram.model} ${pram.type === 'buggy' ? 'Buggy' : 'Kinderwagen'}, ${colour.name}`,
          `${pram.brand} ${pram.model} ${pram.type === 'buggy' ? 'buggy' : 'pram'}, ${colour.name}`,
        ),
        about: [
          c.t(
            'Hat uns zwei Jahre treu begleitet, fährt sich super leicht auch auf Kopfsteinpflaster.',
            'Served us faithfully for two years and handles easily even on cobblestones.',
          ),
          c.t('Bezüge gewaschen, Reifen mit viel Profil.', 'Covers washed, tyres with plenty of tread.'),
        ],
        extra: c.t('Regenverdeck und Getränkehalter sind dabei.', 'Rain cover and cup holder included.'),
        features: [
          c.t('Regenverdeck', 'Rain cover'),
          c.t('Bezüge gewaschen', 'Washed covers'),
          c.t('Leicht zusammenklappbar', 'Folds easily'),
        ],
        tags: tagList(
          pram.brand,
          c.t('kinderwagen', 'pram'),
          pram.type === 'buggy' && 'buggy',
          c.t('baby', 'baby'),
        ),
        attributes: { brand: pram.brand, colour: colour.value, strollerType: pram.type },
        basePrice: c.between(pram.price),
        subject: colouredSubject(c, ['Kinderwagen', 'pram'], colour),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'family-kids-car-seats',
    art: 'car-seat',
    parcel: 'medium',
    build(c) {
      const seat = c.pick([
        {
          brand: 'Cybex',
          model: 'Cloud Z i-Size Babyschale',
          modelEn: 'Cloud Z i-Size infant carrier',
          group: 'i-size-40-87',
          price: [120, 180],
        },
        {
          brand: 'Maxi-Cosi',
          model: 'Pebble Pro mit FamilyFix-Station',
          modelEn: 'Pebble Pro with FamilyFix base',
          group: 'i-size-40-87',
          price: [100, 150],
        },
        {
          brand: 'Britax Römer',
          model: 'Kidfix i-Size',
          modelEn: 'Kidfix i-Size',
          group: 'i-size-100-150',
          price: [80, 120],
        },
        {
          brand: 'Cybex',
          model: 'Sirona Z2 i-Size Reboarder',
          modelEn: 'Sirona Z2 i-Size rear-facing seat',
          group: 'i-size-76-105',
          price: [170, 240],
        },
      ] as const);
      const colour = c.colour(['black', 'grey', 'navy', 'beige']);
      return {
        title: `${seat.brand} ${c.t(seat.model, seat.modelEn)}`,
        about: [
          c.t(
            'Unfallfrei, Bezug frisch gewaschen, Anleitung vorhanden.',
            'Accident-free, cover freshly washed, manual included.',
          ),
        ],
        extra: c.t(
          'Wir haben kein Auto mehr, deshalb wird er abgegeben.',
          "We don't have a car any more, so it has to go.",
        ),
        features: [c.t('Unfallfrei', 'Accident-free'), 'Isofix', c.t('Bezug gewaschen', 'Washed cover')],
        tags: tagList(seat.brand, c.t('kindersitz', 'car seat'), 'isofix', 'i-size'),
        attributes: {
          brand: seat.brand,
          colour: colour.value,
          seatGroup: seat.group,
          isofix: true,
          accidentFree: true,
        },
        basePrice: c.between(seat.price),
        subject: colouredSubject(c, ['Kindersitz', 'child car seat'], colour),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'family-kids-nursery',
    art: 'high-chair',
    parcel: 'bulky',
    build(c) {
      const item = c.pick([
        {
          brand: 'Stokke',
          name: ['Tripp Trapp Hochstuhl mit Babyset', 'Tripp Trapp high chair with baby set'],
          material: 'solid-wood',
          price: [130, 190],
          art: 'high-chair',
        },
        {
          brand: 'IKEA',
          name: ['Sundvik Babybett 60 × 120', 'Sundvik cot 60 × 120'],
          material: 'solid-wood',
          price: [40, 70],
          art: 'bed',
        },
        {
          brand: 'Hauck',
          name: ['Alpha+ Hochstuhl', 'Alpha+ high chair'],
          material: 'solid-wood',
          price: [45, 70],
          art: 'high-chair',
        },
        {
          brand: 'Flexa',
          name: ['Kinderschreibtisch, höhenverstellbar', 'height-adjustable kids desk'],
          material: 'solid-wood',
          price: [60, 110],
          art: 'table',
        },
      ] as const);
      const colour = c.colour(['white', 'beige', 'grey', 'green']);
      return {
        title: `${item.brand} ${say(c, item.name)}, ${colour.name}`,
        about: [
          c.t(
            'Stabil, mit ein paar kleinen Gebrauchsspuren, alle Schrauben vorhanden.',
            'Sturdy, with a few small marks; all screws are there.',
          ),
        ],
        extra: c.t(
          'Wächst mit, wir haben es für zwei Kinder genutzt.',
          'Grows with the child; we used it for two kids.',
        ),
        features: [
          c.t('Massivholz', 'Solid wood'),
          c.t('Alle Schrauben dabei', 'All screws included'),
          c.t('Anleitung vorhanden', 'Manual included'),
        ],
        tags: tagList(item.brand, c.t('kinderzimmer', 'nursery'), c.t('baby', 'baby')),
        attributes: { brand: item.brand, colour: colour.value, material: item.material },
        basePrice: c.between(item.price),
        subject: colouredSubject(c, item.name, colour),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
  {
    categoryId: 'family-kids-baby-gear',
    art: 'bodysuit',
    parcel: 'small',
    build(c) {
      const item = c.pick([
        {
          brand: 'Ergobaby',
          name: ['Omni 360 Babytrage', 'Omni 360 baby carrier'],
          age: '0-1',
          price: [60, 90],
        },
        {
          brand: 'Philips Avent',
          name: ['Babyphone mit Kamera', 'video baby monitor'],
          age: '0-1',
          price: [60, 100],
        },
        { brand: 'Didymos', name: ['Tragetuch, Größe 6', 'woven wrap, size 6'], age: '0-1', price: [40, 70] },
        { brand: 'BabyBjörn', name: ['Babywippe Bliss', 'Bliss bouncer'], age: '0-1', price: [90, 130] },
      ] as const);
      const colour = c.colour(['grey', 'beige', 'black', 'navy']);
      return {
        title: `${item.brand} ${say(c, item.name)}`,
        about: [
          c.t(
            'Hat uns super durch die ersten Monate gebracht, alles sauber und vollständig.',
            'Got us through the first months brilliantly; clean and complete.',
          ),
        ],
        features: [
          c.t('Vollständig', 'Complete'),
          c.t('Gewaschen', 'Washed'),
          c.t('Anleitung dabei', 'Manual included'),
        ],
        tags: tagList(item.brand, c.t('baby', 'baby'), c.t('babyausstattung', 'baby gear')),
        attributes: { brand: item.brand, colour: colour.value, ageGroup: item.age },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: colour.hex,
        art:
          item.brand === 'BabyBjörn' ? 'high-chair' : item.brand === 'Philips Avent' ? 'camera' : 'bodysuit',
      };
    },
  },
];
