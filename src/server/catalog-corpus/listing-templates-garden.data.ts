import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const gardenTemplates: ListingTemplate[] = [
  {
    categoryId: 'garden-diy-garden-furniture',
    art: 'chair',
    parcel: 'bulky',
    weight: 2,
    build(c) {
      const set = c.pick([
        {
          brand: 'Fermob',
          name: ['Bistro-Set, Tisch und 2 Klappstühle', 'bistro set, table and 2 folding chairs'],
          material: 'metal',
          price: [180, 280],
          size: [57, 57, 74],
          art: 'chair',
        },
        {
          brand: 'IKEA',
          name: ['Äpplarö Gartenbank aus Akazie', 'Äpplarö acacia garden bench'],
          material: 'solid-wood',
          price: [40, 70],
          size: [120, 50, 84],
          art: 'chair',
        },
        {
          brand: 'Kettler',
          name: ['Gartentisch mit 4 Stühlen', 'garden table with 4 chairs'],
          material: 'metal',
          price: [120, 220],
          size: [160, 95, 72],
          art: 'table',
        },
        {
          brand: '',
          name: ['Palettensofa für Balkon mit Kissen', 'pallet sofa for the balcony with cushions'],
          material: 'solid-wood',
          price: [60, 110],
          size: [120, 80, 70],
          art: 'sofa',
        },
      ] as const);
      const colour = c.colour(
        set.material === 'metal' ? ['green', 'blue', 'red', 'white', 'grey'] : ['brown', 'beige'],
      );
      const [width, depth, height] = set.size;
      return {
        title: `${set.brand ? `${set.brand} ` : ''}${say(c, set.name)}, ${colour.name}`,
        about: [
          c.t(
            'Stand auf unserem Balkon und wurde im Winter immer abgedeckt.',
            'Stood on our balcony and was always covered in winter.',
          ),
        ],
        extra: c.t(
          'Nur Abholung, am besten mit Kombi oder Transporter.',
          'Collection only, ideally with an estate car or van.',
        ),
        features: [
          c.t(`${width} × ${depth} × ${height} cm`, `${width} × ${depth} × ${height} cm`),
          c.t('Wetterfest', 'Weatherproof'),
          c.t('Im Winter abgedeckt', 'Covered in winter'),
        ],
        tags: tagList(
          set.brand,
          c.t('gartenmöbel', 'garden furniture'),
          c.t('balkon', 'balcony'),
          c.t('terrasse', 'patio'),
        ),
        attributes: {
          ...(set.brand ? { brand: set.brand } : {}),
          colour: colour.value,
          material: set.material,
          widthCm: width,
          depthCm: depth,
          heightCm: height,
        },
        basePrice: c.between(set.price),
        subject: colouredSubject(c, set.name, colour),
        hex: colour.hex,
        art: set.art,
      };
    },
  },
  {
    categoryId: 'garden-diy-garden-tools',
    art: 'mower',
    parcel: 'bulky',
    build(c) {
      const tool = c.pick([
        {
          brand: 'Bosch',
          name: ['Akku-Rasenmäher Rotak 36', 'Rotak 36 cordless lawn mower'],
          power: 'battery',
          volt: 36,
          width: 37,
          price: [140, 210],
        },
        {
          brand: 'Gardena',
          name: ['Handspindelmäher Comfort 400', 'Comfort 400 reel mower'],
          power: 'manual',
          volt: 0,
          width: 40,
          price: [50, 80],
        },
        {
          brand: 'Husqvarna',
          name: ['Benzin-Rasenmäher LC 140', 'LC 140 petrol lawn mower'],
          power: 'petrol',
          volt: 0,
          width: 40,
          price: [150, 230],
        },
        {
          brand: 'Stihl',
          name: ['Akku-Heckenschere HSA 56', 'HSA 56 cordless hedge trimmer'],
          power: 'battery',
          volt: 36,
          width: 45,
          price: [110, 160],
        },
      ] as const);
      const hasBattery = tool.power === 'battery';
      const withBattery = hasBattery && c.chance(0.7);
      return {
        title: `${tool.brand} ${say(c, tool.name)}`,
        about: [
          c.t(
            'Läuft zuverlässig, Messer wurde letzte Saison geschärft.',
            'Runs reliably; the blade was sharpened last season.',
          ),
        ],
        extra: hasBattery
          ? withBattery
            ? c.t('Akku und Ladegerät sind dabei.', 'Battery and charger included.')
            : c.t('Ohne Akku und Ladegerät.', 'Sold without battery and charger.')
          : c.t(
              'Wir haben jetzt einen Mähroboter, deshalb abzugeben.',
              'We now have a robot mower, so this one can go.',
            ),
        features: [
          c.t(`Schnittbreite ${tool.width} cm`, `${tool.width} cm cutting width`),
          c.t('Frisch geschärft', 'Freshly sharpened'),
          c.t('Sofort einsatzbereit', 'Ready to use'),
        ],
        tags: tagList(tool.brand, c.t('garten', 'garden'), c.t('rasenmäher', 'lawn mower'), tool.power),
        attributes: {
          brand: tool.brand,
          powerSource: tool.power,
          ...(hasBattery ? { voltage: tool.volt, batteryIncluded: withBattery } : {}),
          cuttingWidthCm: tool.width,
        },
        basePrice: c.between(tool.price),
        subject: say(c, tool.name),
        hex:
          tool.brand === 'Bosch'
            ? '#3d8c55'
            : tool.brand === 'Stihl'
              ? '#e8843a'
              : tool.brand === 'Gardena'
                ? '#3271cf'
                : '#22325c',
      };
    },
  },
  {
    categoryId: 'garden-diy-grills',
    art: 'grill',
    parcel: 'bulky',
    weight: 2,
    build(c) {
      const grill = c.pick([
        {
          brand: 'Weber',
          name: ['Kugelgrill Master-Touch 57 cm', 'Master-Touch kettle grill, 57 cm'],
          fuel: 'charcoal',
          price: [120, 180],
        },
        {
          brand: 'Weber',
          name: ['Gasgrill Spirit E-310', 'Spirit E-310 gas grill'],
          fuel: 'gas',
          price: [250, 380],
        },
        {
          brand: 'Napoleon',
          name: ['Rogue 425 Gasgrill', 'Rogue 425 gas grill'],
          fuel: 'gas',
          price: [300, 450],
        },
        {
          brand: 'Outdoorchef',
          name: ['Elektrogrill für den Balkon', 'electric balcony grill'],
          fuel: 'electric',
          price: [60, 100],
        },
      ] as const);
      const colour = c.colour(['black', 'red', 'green', 'blue']);
      return {
        title: `${grill.brand} ${say(c, grill.name)}, ${colour.name}`,
        about: [
          c.t(
            'Rost und Innenraum gereinigt, Deckel schließt dicht.',
            'Grate and inside cleaned; the lid closes tightly.',
          ),
        ],
        extra:
          grill.fuel === 'gas'
            ? c.t(
                'Gasflasche ist nicht dabei, Druckminderer schon.',
                'Gas bottle not included, but the regulator is.',
              )
            : undefined,
        features: [
          c.t('Gereinigt', 'Cleaned'),
          c.t('Abdeckhaube dabei', 'Cover included'),
          c.t('Bereit für die Grillsaison', 'Ready for BBQ season'),
        ],
        tags: tagList(grill.brand, c.t('grill', 'bbq'), grill.fuel, c.t('sommer', 'summer')),
        attributes: { brand: grill.brand, colour: colour.value, fuel: grill.fuel },
        basePrice: c.between(grill.price),
        subject: colouredSubject(c, ['Grill', 'barbecue grill'], colour),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'garden-diy-plants',
    art: 'watering-can',
    parcel: 'medium',
    build(c) {
      const item = c.pick([
        {
          name: ['Olivenbaum im Terrakottakübel, 150 cm', 'olive tree in terracotta planter, 150 cm'],
          height: 150,
          price: [60, 110],
          art: 'plant',
        },
        {
          name: ['Hortensien-Ableger, 5 Stück', 'hydrangea cuttings, 5 pieces'],
          height: 25,
          price: [10, 20],
          art: 'plant',
        },
        {
          name: ['Zinkgießkanne 10 l, Vintage', 'vintage zinc watering can, 10 l'],
          height: 40,
          price: [15, 30],
          art: 'watering-can',
        },
        {
          name: ['Hochbeet aus Lärche, 120 × 80 cm', 'larch raised bed, 120 × 80 cm'],
          height: 80,
          price: [60, 100],
          art: 'tiles',
        },
      ] as const);
      const colour = c.colour(item.art === 'plant' ? ['green'] : ['grey', 'brown']);
      return {
        title: say(c, item.name),
        about: [
          c.t(
            'Gut für Garten, Terrasse oder Balkon, wir haben einfach zu viel davon.',
            'Great for garden, patio or balcony; we simply have too much.',
          ),
        ],
        features: [
          c.t(`Höhe ca. ${item.height} cm`, `About ${item.height} cm tall`),
          c.t('Nur Abholung', 'Collection only'),
          c.t('Robust', 'Sturdy'),
        ],
        tags: tagList(
          c.t('garten', 'garden'),
          c.t('balkon', 'balcony'),
          item.art === 'plant' ? c.t('pflanzen', 'plants') : undefined,
        ),
        attributes: { colour: colour.value, heightCm: item.height },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
];
