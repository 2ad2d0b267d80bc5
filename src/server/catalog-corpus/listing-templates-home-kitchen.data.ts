import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const homeKitchenTemplates: ListingTemplate[] = [
  {
    categoryId: 'home-kitchen-cookware',
    mayBeNew: true,
    art: 'cookware',
    parcel: 'medium',
    build(c) {
      const pot = c.pick([
        {
          brand: 'Le Creuset',
          name: ['Bräter rund, 24 cm', 'round casserole, 24 cm'],
          material: 'enamel',
          price: [110, 160],
          colours: ['orange', 'red', 'blue', 'green'],
        },
        {
          brand: 'WMF',
          name: ['Topfset, 5-teilig', '5-piece pan set'],
          material: 'stainless-steel',
          price: [70, 120],
          colours: ['silver'],
        },
        {
          brand: 'Skeppshult',
          name: ['Gusseisenpfanne, 28 cm', 'cast iron skillet, 28 cm'],
          material: 'cast-iron',
          price: [40, 65],
          colours: ['black'],
        },
        {
          brand: 'Fissler',
          name: ['Bratpfanne Adamant, 28 cm', 'Adamant frying pan, 28 cm'],
          material: 'non-stick',
          price: [30, 50],
          colours: ['black'],
        },
      ] as const);
      const colour = c.colour(pot.colours);
      return {
        title: `${pot.brand} ${say(c, pot.name)}, ${colour.name}`,
        about: [
          c.t(
            'Für alle Herdarten inklusive Induktion geeignet.',
            'Suitable for all hobs, including induction.',
          ),
        ],
        extra: c.t(
          'Wir haben doppelt geschenkt bekommen, daher abzugeben.',
          'We got two as gifts, so this one is up for grabs.',
        ),
        features: [
          c.t('Induktionsgeeignet', 'Induction-ready'),
          c.t('Backofenfest', 'Oven-safe'),
          c.t('Gereinigt', 'Cleaned'),
        ],
        tags: tagList(pot.brand, c.t('kochen', 'cooking'), c.t('küche', 'kitchen'), pot.material),
        attributes: { brand: pot.brand, colour: colour.value, material: pot.material },
        basePrice: c.between(pot.price),
        subject: colouredSubject(c, ['Kochtopf', 'cooking pot'], colour),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'home-kitchen-tableware',
    mayBeNew: true,
    art: 'tableware',
    parcel: 'medium',
    build(c) {
      const set = c.pick([
        {
          brand: 'Villeroy & Boch',
          name: ['Geschirrset für 6 Personen, 18-teilig', 'dinner set for 6, 18 pieces'],
          material: 'porcelain',
          price: [80, 140],
        },
        {
          brand: 'Arabia',
          name: ['Paratiisi Teller, 4 Stück', 'Paratiisi plates, set of 4'],
          material: 'porcelain',
          price: [60, 100],
        },
        {
          brand: 'Iittala',
          name: ['Kastehelmi Gläser, 6 Stück', 'Kastehelmi tumblers, set of 6'],
          material: 'glass',
          price: [40, 70],
        },
        {
          brand: 'Rosenthal',
          name: ['Kaffeeservice, 70er Jahre', '1970s coffee service'],
          material: 'porcelain',
          price: [50, 110],
        },
      ] as const);
      const colour = c.colour(['white', 'light-blue', 'beige', 'multicolour']);
      return {
        title: `${set.brand} ${say(c, set.name)}`,
        about: [
          c.t(
            'Alles vollständig, ohne Abplatzer und spülmaschinenfest.',
            'Complete, no chips, dishwasher safe.',
          ),
        ],
        extra: c.t(
          'Versand gut gepolstert, Abholung natürlich auch möglich.',
          'Shipped well padded; collection is also fine.',
        ),
        features: [
          c.t('Vollständig', 'Complete set'),
          c.t('Spülmaschinenfest', 'Dishwasher safe'),
          c.t('Keine Abplatzer', 'No chips'),
        ],
        tags: tagList(set.brand, c.t('geschirr', 'tableware'), c.t('küche', 'kitchen')),
        attributes: { brand: set.brand, colour: colour.value, material: set.material },
        basePrice: c.between(set.price),
        subject: c.t('Geschirr mit Tasse und Teller', 'tableware with cup and plate'),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'home-textiles',
    art: 'rug',
    parcel: 'bulky',
    build(c) {
      const rug = c.pick([
        {
          brand: '',
          name: ['Berberteppich, 200 × 300 cm', 'Berber rug, 200 × 300 cm'],
          material: 'wool',
          price: [180, 320],
          size: [200, 300],
        },
        {
          brand: 'IKEA',
          name: ['Stockholm Teppich, 170 × 240 cm', 'Stockholm rug, 170 × 240 cm'],
          material: 'wool',
          price: [80, 140],
          size: [170, 240],
        },
        {
          brand: 'Benuta',
          name: ['Juteteppich, 160 × 230 cm', 'jute rug, 160 × 230 cm'],
          material: 'jute',
          price: [40, 70],
          size: [160, 230],
        },
      ] as const);
      const colour = c.colour(['beige', 'grey', 'multicolour', 'blue']);
      return {
        title: `${rug.brand ? `${rug.brand} ` : ''}${say(c, rug.name)}, ${colour.name}`,
        about: [
          c.t(
            'Frisch gereinigt, keine Flecken, Fransen vollständig.',
            'Freshly cleaned, no stains, fringes intact.',
          ),
        ],
        extra: c.t('Kommt aufgerollt und in Folie verpackt.', 'Comes rolled up and wrapped in plastic.'),
        features: [
          c.t(`${rug.size[0]} × ${rug.size[1]} cm`, `${rug.size[0]} × ${rug.size[1]} cm`),
          c.t('Professionell gereinigt', 'Professionally cleaned'),
          c.t('Tierfreier Haushalt', 'Pet-free home'),
        ],
        tags: tagList(c.t('teppich', 'rug'), rug.material, rug.brand, colour.name),
        attributes: {
          ...(rug.brand ? { brand: rug.brand } : {}),
          colour: colour.value,
          material: rug.material,
          widthCm: rug.size[0],
          depthCm: rug.size[1],
        },
        basePrice: c.between(rug.price),
        subject: colouredSubject(c, ['Teppich', 'rug'], colour),
        hex: colour.hex,
      };
    },
  },
];
