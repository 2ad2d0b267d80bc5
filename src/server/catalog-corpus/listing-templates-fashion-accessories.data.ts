import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const fashionAccessoryTemplates: ListingTemplate[] = [
  {
    categoryId: 'fashion-accessories-bags',
    art: 'handbag',
    parcel: 'small',
    weight: 2,
    build(c) {
      const bag = c.pick([
        {
          brand: 'Longchamp',
          name: ['Le Pliage Shopper', 'Le Pliage tote'],
          material: 'polyester',
          price: [45, 75],
          art: 'handbag',
          colours: ['black', 'navy', 'beige', 'green'],
        },
        {
          brand: 'Fjällräven',
          name: ['Kånken Rucksack', 'Kånken backpack'],
          material: 'polyester',
          price: [35, 55],
          art: 'backpack',
          colours: ['yellow', 'navy', 'red', 'green', 'pink'],
        },
        {
          brand: 'Coach',
          name: ['Umhängetasche aus Leder', 'leather crossbody bag'],
          material: 'leather',
          price: [70, 140],
          art: 'handbag',
          colours: ['brown', 'black', 'cognac'],
        },
        {
          brand: 'Eastpak',
          name: ['Padded Pak’r Rucksack', 'Padded Pak’r backpack'],
          material: 'polyester',
          price: [15, 30],
          art: 'backpack',
          colours: ['black', 'grey', 'navy'],
        },
        {
          brand: 'Liebeskind',
          name: ['Henkeltasche', 'leather handbag'],
          material: 'leather',
          price: [50, 90],
          art: 'handbag',
          colours: ['cognac', 'black', 'burgundy'],
        },
      ] as const);
      const colour = c.colour(bag.colours);
      return {
        title: `${bag.brand} ${say(c, bag.name)}, ${colour.name}`,
        about: [
          c.t(
            `${say(c, bag.name)} von ${bag.brand}, innen sauber, alle Reißverschlüsse laufen einwandfrei.`,
            `${bag.brand} ${bag.name[1]}, clean inside, all zips run smoothly.`,
          ),
        ],
        extra: c.t(
          'Passt locker ein 13-Zoll-Laptop und eine Wasserflasche hinein.',
          'Easily fits a 13-inch laptop and a water bottle.',
        ),
        features: [
          c.t('Keine Flecken innen', 'No stains inside'),
          c.t('Ecken kaum abgestoßen', 'Corners barely scuffed'),
          c.t(`Farbe: ${colour.label}`, `Colour: ${colour.name}`),
        ],
        tags: tagList(
          bag.brand,
          bag.art === 'backpack' ? c.t('rucksack', 'backpack') : c.t('tasche', 'bag'),
          colour.name,
        ),
        attributes: { brand: bag.brand, colour: colour.value, material: bag.material },
        basePrice: c.between(bag.price),
        subject: colouredSubject(c, bag.name, colour),
        hex: colour.hex,
        art: bag.art,
      };
    },
  },
  {
    categoryId: 'fashion-accessories-watches',
    art: 'watch',
    parcel: 'small',
    build(c) {
      const watch = c.pick([
        {
          brand: 'Seiko',
          model: '5 Sports SRPD',
          movement: 'automatic',
          material: 'stainless-steel',
          diameter: 42,
          price: [170, 230],
        },
        {
          brand: 'Casio',
          model: 'G-Shock GA-2100',
          movement: 'quartz',
          material: 'plastic',
          diameter: 45,
          price: [55, 80],
        },
        {
          brand: 'Junghans',
          model: 'max bill Automatic',
          movement: 'automatic',
          material: 'stainless-steel',
          diameter: 38,
          price: [550, 780],
        },
        {
          brand: 'Tissot',
          model: 'PRX Quartz',
          movement: 'quartz',
          material: 'stainless-steel',
          diameter: 40,
          price: [190, 260],
        },
        {
          brand: 'Stowa',
          model: 'Flieger Klassik',
          movement: 'automatic',
          material: 'stainless-steel',
          diameter: 40,
          price: [480, 650],
        },
      ] as const);
      const colour = c.colour(['black', 'silver', 'blue', 'green', 'white']);
      const withBox = c.chance(0.6);
      return {
        title: c.t(
          `${watch.brand} ${watch.model}, ${watch.diameter} mm, Zifferblatt ${colour.name}`,
          `${watch.brand} ${watch.model}, ${watch.diameter} mm, ${colour.name} dial`,
        ),
        about: [
          c.t(
            `Die Uhr läuft genau und wurde immer gut behandelt, das Glas ist kratzerfrei.`,
            `The watch keeps good time and has always been treated well; the crystal is scratch-free.`,
          ),
        ],
        extra: withBox
          ? c.t(
              'Originalbox, Papiere und Kaufbeleg sind dabei.',
              'Original box, papers and receipt included.',
            )
          : c.t('Ohne Box, dafür mit zusätzlichem Nato-Armband.', 'No box, but I add a spare NATO strap.'),
        features: [
          c.t(
            watch.movement === 'automatic' ? 'Automatikwerk' : 'Quarzwerk',
            watch.movement === 'automatic' ? 'Automatic movement' : 'Quartz movement',
          ),
          c.t(`Gehäuse ${watch.diameter} mm`, `${watch.diameter} mm case`),
          ...(withBox ? [c.t('Box & Papiere', 'Box & papers')] : []),
        ],
        tags: tagList(watch.brand, watch.model.split(' ')[0], c.t('uhr', 'watch'), watch.movement),
        attributes: {
          brand: watch.brand,
          colour: colour.value,
          movement: watch.movement,
          caseDiameterMm: watch.diameter,
          material: watch.material,
        },
        basePrice: c.between(watch.price),
        subject: c.t(
          `Armbanduhr ${watch.brand} mit Zifferblatt in ${colour.label}`,
          `${watch.brand} wristwatch with ${colour.name} dial`,
        ),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'fashion-accessories-jewellery',
    art: 'necklace',
    parcel: 'letter',
    build(c) {
      const piece = c.pick([
        {
          brand: 'Thomas Sabo',
          name: ['Silberkette mit Anhänger', 'silver necklace with pendant'],
          material: 'silver-925',
          colour: 'silver',
          price: [25, 45],
        },
        {
          brand: 'Pandora',
          name: ['Armband mit 6 Charms', 'bracelet with 6 charms'],
          material: 'silver-925',
          colour: 'silver',
          price: [60, 110],
        },
        {
          brand: 'Christ',
          name: ['Goldkette, 585er Gold', '14 ct gold chain'],
          material: 'gold-585',
          colour: 'gold',
          price: [180, 320],
        },
        {
          brand: 'Purelei',
          name: ['Ohrringe, vergoldet', 'gold-plated earrings'],
          material: 'gold-plated',
          colour: 'gold',
          price: [15, 30],
        },
      ] as const);
      const colour = c.colour([piece.colour]);
      return {
        title: `${piece.brand} ${say(c, piece.name)}`,
        about: [
          c.t(
            'Wurde selten getragen und liegt sonst im Schmuckkästchen, glänzt wie neu.',
            'Rarely worn and kept in a jewellery box, still shines like new.',
          ),
        ],
        extra: c.t(
          'Kommt im Schmucksäckchen, gern auch als Geschenk verpackt.',
          'Comes in a pouch, happy to gift-wrap it.',
        ),
        features: [
          c.t('Punze vorhanden', 'Hallmarked'),
          c.t('Versand versichert möglich', 'Insured shipping available'),
          c.t('Gereinigt und poliert', 'Cleaned and polished'),
        ],
        tags: tagList(
          piece.brand,
          c.t('schmuck', 'jewellery'),
          piece.material.startsWith('gold') ? 'gold' : c.t('silber', 'silver'),
        ),
        attributes: { brand: piece.brand, colour: colour.value, material: piece.material },
        basePrice: c.between(piece.price),
        subject: say(c, piece.name),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'fashion-accessories-sunglasses',
    mayBeNew: true,
    art: 'sunglasses',
    parcel: 'small',
    build(c) {
      const glasses = c.pick([
        { brand: 'Ray-Ban', model: 'Wayfarer RB2140', price: [55, 85] },
        { brand: 'Ray-Ban', model: 'Aviator RB3025', price: [60, 90] },
        { brand: 'Persol', model: 'PO0714 Steve McQueen', price: [120, 180] },
        { brand: 'Oakley', model: 'Holbrook', price: [50, 80] },
      ] as const);
      const colour = c.colour(['black', 'brown', 'gold', 'silver']);
      return {
        title: c.t(
          `${glasses.brand} ${glasses.model} Sonnenbrille, ${colour.name}`,
          `${glasses.brand} ${glasses.model} sunglasses, ${colour.name}`,
        ),
        about: [
          c.t('Gläser ohne Kratzer, Bügel sitzen fest.', 'Lenses free of scratches, the arms are tight.'),
        ],
        extra: c.t('Mit Originaletui und Putztuch.', 'Comes with the original case and cleaning cloth.'),
        features: [
          c.t('UV400-Schutz', 'UV400 protection'),
          c.t('Originaletui', 'Original case'),
          c.t('Keine Kratzer', 'No scratches'),
        ],
        tags: tagList(glasses.brand, glasses.model.split(' ')[0], c.t('sonnenbrille', 'sunglasses')),
        attributes: { brand: glasses.brand, colour: colour.value },
        basePrice: c.between(glasses.price),
        subject: colouredSubject(c, ['Sonnenbrille', 'sunglasses'], colour),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'fashion-accessories-scarves-hats',
    mayBeNew: true,
    art: 'beanie',
    parcel: 'small',
    build(c) {
      const item = c.pick([
        { brand: 'Acne Studios', name: ['Wollschal', 'wool scarf'], material: 'wool', price: [60, 110] },
        {
          brand: 'Carhartt WIP',
          name: ['Watch Beanie', 'watch beanie'],
          material: 'synthetic',
          price: [10, 18],
        },
        {
          brand: 'Roeckl',
          name: ['Lederhandschuhe', 'leather gloves'],
          material: 'leather',
          price: [20, 35],
        },
        { brand: 'Esprit', name: ['Kaschmirschal', 'cashmere scarf'], material: 'cashmere', price: [25, 45] },
      ] as const);
      const colour = c.colour(['grey', 'black', 'burgundy', 'beige', 'navy', 'orange', 'green']);
      return {
        title: `${item.brand} ${say(c, item.name)}, ${colour.name}`,
        about: [
          c.t(
            'Super warm und weich, keine Fusseln oder Löcher.',
            'Really warm and soft, no bobbles or holes.',
          ),
        ],
        features: [
          c.t(`Farbe: ${colour.label}`, `Colour: ${colour.name}`),
          c.t('Aus Nichtraucherhaushalt', 'From a smoke-free home'),
          c.t('Handwäsche', 'Hand-washed'),
        ],
        tags: tagList(item.brand, say(c, item.name), c.t('winter', 'winter'), colour.name),
        attributes: { brand: item.brand, colour: colour.value, material: item.material },
        basePrice: c.between(item.price),
        subject: colouredSubject(c, item.name, colour),
        hex: colour.hex,
      };
    },
  },
];
