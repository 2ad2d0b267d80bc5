import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const homeDecorTemplates: ListingTemplate[] = [
  {
    categoryId: 'home-lighting',
    art: 'floor-lamp',
    parcel: 'medium',
    weight: 2,
    build(c) {
      const lamp = c.pick([
        {
          brand: 'Artemide',
          name: ['Tolomeo Tavolo Schreibtischleuchte', 'Tolomeo Tavolo desk lamp'],
          type: 'table',
          socket: 'e27',
          material: 'metal',
          price: [140, 200],
          art: 'table-lamp',
        },
        {
          brand: 'IKEA',
          name: ['Hektar Stehleuchte', 'Hektar floor lamp'],
          type: 'floor',
          socket: 'e27',
          material: 'metal',
          price: [30, 50],
          art: 'floor-lamp',
        },
        {
          brand: 'Louis Poulsen',
          name: ['PH 5 Pendelleuchte', 'PH 5 pendant light'],
          type: 'pendant',
          socket: 'e27',
          material: 'metal',
          price: [380, 520],
          art: 'table-lamp',
        },
        {
          brand: '',
          name: ['Vintage-Tischlampe aus Messing', 'vintage brass table lamp'],
          type: 'table',
          socket: 'e14',
          material: 'metal',
          price: [35, 70],
          art: 'table-lamp',
        },
        {
          brand: 'Ferm Living',
          name: ['Stehlampe mit Leinenschirm', 'floor lamp with linen shade'],
          type: 'floor',
          socket: 'e27',
          material: 'fabric',
          price: [90, 150],
          art: 'floor-lamp',
        },
      ] as const);
      const colour = c.colour(lamp.brand === '' ? ['gold'] : ['black', 'white', 'grey', 'green', 'beige']);
      return {
        title: `${lamp.brand ? `${lamp.brand} ` : ''}${say(c, lamp.name)}, ${colour.name}`,
        about: [
          c.t(
            'Funktioniert einwandfrei, Kabel und Schalter sind in gutem Zustand.',
            'Works perfectly; cable and switch are in good shape.',
          ),
        ],
        extra: c.t(
          `Leuchtmittel (${lamp.socket.toUpperCase()}) gebe ich gern dazu.`,
          `I'll include a bulb (${lamp.socket.toUpperCase()}).`,
        ),
        features: [
          c.t(`Fassung ${lamp.socket.toUpperCase()}`, `${lamp.socket.toUpperCase()} socket`),
          c.t('Kabel ohne Knicke', 'Cable undamaged'),
          c.t('Leuchtmittel inklusive', 'Bulb included'),
        ],
        tags: tagList(
          lamp.brand,
          c.t('lampe', 'lamp'),
          c.t('leuchte', 'lighting'),
          colour.name,
          lamp.brand === '' && 'vintage',
        ),
        attributes: {
          ...(lamp.brand ? { brand: lamp.brand } : {}),
          colour: colour.value,
          material: lamp.material,
          lampType: lamp.type,
          socket: lamp.socket,
        },
        basePrice: c.between(lamp.price),
        subject: colouredSubject(c, lamp.name, colour),
        hex: colour.hex,
        art: lamp.art,
      };
    },
  },
  {
    categoryId: 'home-decor-vases',
    mayBeNew: true,
    art: 'vase',
    parcel: 'small',
    build(c) {
      const vase = c.pick([
        {
          brand: 'Kähler',
          name: ['Hammershøi Vase, 20 cm', 'Hammershøi vase, 20 cm'],
          price: [30, 45],
          colours: ['white', 'black', 'beige'],
        },
        {
          brand: 'Iittala',
          name: ['Aalto Vase, 16 cm', 'Aalto vase, 16 cm'],
          price: [60, 90],
          colours: ['light-blue', 'grey', 'green', 'white'],
        },
        {
          brand: 'Scheurich',
          name: ['Fat-Lava-Vase, 70er Jahre', '1970s fat lava vase'],
          price: [35, 80],
          colours: ['orange', 'brown', 'red'],
        },
        {
          brand: 'HAY',
          name: ['Glasvase Bubble', 'Bubble glass vase'],
          price: [20, 35],
          colours: ['pink', 'light-blue', 'yellow'],
        },
      ] as const);
      const colour = c.colour(vase.colours);
      return {
        title: `${vase.brand} ${say(c, vase.name)}, ${colour.name}`,
        about: [
          c.t(
            'Keine Risse oder Abplatzer, macht sich toll auf dem Sideboard.',
            'No cracks or chips; looks lovely on a sideboard.',
          ),
        ],
        extra: c.t('Wird beim Versand bruchsicher verpackt.', 'Will be packed very carefully for shipping.'),
        features: [
          c.t('Keine Abplatzer', 'No chips'),
          c.t('Wasserdicht', 'Watertight'),
          c.t('Bruchsicher verpackt', 'Packed safely'),
        ],
        tags: tagList(vase.brand, 'vase', c.t('deko', 'decor'), colour.name),
        attributes: {
          brand: vase.brand,
          colour: colour.value,
          material: vase.brand === 'HAY' || vase.brand === 'Iittala' ? 'glass' : 'ceramic',
        },
        basePrice: c.between(vase.price),
        subject: colouredSubject(c, ['Vase', 'vase'], colour),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'home-decor-mirrors-art',
    art: 'mirror',
    parcel: 'bulky',
    build(c) {
      const item = c.pick([
        {
          name: [
            'Großer Wandspiegel mit Eichenrahmen, 160 × 60 cm',
            'large oak-framed wall mirror, 160 × 60 cm',
          ],
          art: 'mirror',
          brand: '',
          price: [60, 110],
          size: [60, 3, 160],
        },
        {
          name: ['Runder Spiegel mit Messingrahmen, Ø 60 cm', 'round brass mirror, 60 cm'],
          art: 'mirror',
          brand: 'Bloomingville',
          price: [45, 75],
          size: [60, 4, 60],
        },
        {
          name: ['Kunstdruck „Die Welle“ gerahmt, 50 × 70 cm', "'The Great Wave' print, framed, 50 × 70 cm"],
          art: 'picture',
          brand: '',
          price: [25, 45],
          size: [50, 3, 70],
        },
        {
          name: ['Ölgemälde Landschaft, signiert', 'signed landscape oil painting'],
          art: 'picture',
          brand: '',
          price: [80, 180],
          size: [80, 4, 60],
        },
      ] as const);
      const colour = c.colour(
        item.art === 'mirror' ? ['gold', 'brown', 'black'] : ['blue', 'green', 'multicolour'],
      );
      const [width, depth, height] = item.size;
      return {
        title: say(c, item.name),
        about: [
          c.t(
            'Hing bisher im Flur, Aufhängung ist vorhanden.',
            'Hung in our hallway until now; the hanging fixture is attached.',
          ),
        ],
        extra: c.t(
          'Lieber Abholung, Versand nur gut verpackt.',
          'Collection preferred, shipping only when well packed.',
        ),
        features: [
          c.t(`${width} × ${height} cm`, `${width} × ${height} cm`),
          c.t('Aufhängung vorhanden', 'Ready to hang'),
          c.t('Rahmen ohne Macken', 'Frame without dents'),
        ],
        tags: tagList(
          item.art === 'mirror' ? c.t('spiegel', 'mirror') : c.t('bild', 'wall art'),
          c.t('wanddeko', 'wall decor'),
          item.brand,
        ),
        attributes: {
          ...(item.brand ? { brand: item.brand } : {}),
          colour: colour.value,
          material: item.art === 'mirror' ? 'glass' : 'fabric',
          widthCm: width,
          depthCm: depth,
          heightCm: height,
        },
        basePrice: c.between(item.price),
        subject:
          item.art === 'mirror'
            ? c.t('Wandspiegel mit Rahmen', 'framed wall mirror')
            : c.t('gerahmtes Bild', 'framed picture'),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
  {
    categoryId: 'home-decor-plants',
    art: 'plant',
    parcel: 'medium',
    build(c) {
      const plant = c.pick([
        {
          name: ['Monstera Deliciosa mit Topf, ca. 90 cm', 'Monstera deliciosa with pot, approx. 90 cm'],
          price: [25, 45],
          height: 90,
        },
        {
          name: ['Geigenfeige (Ficus lyrata), 120 cm', 'fiddle-leaf fig (Ficus lyrata), 120 cm'],
          price: [30, 55],
          height: 120,
        },
        {
          name: ['Pilea-Ableger im Terrakottatopf', 'Pilea cutting in a terracotta pot'],
          price: [5, 10],
          height: 15,
        },
        {
          name: ['Strelitzie, 140 cm, im Übertopf', 'bird of paradise, 140 cm, with planter'],
          price: [35, 60],
          height: 140,
        },
      ] as const);
      const colour = c.colour(['green']);
      return {
        title: say(c, plant.name),
        about: [
          c.t(
            'Gesund und kräftig, ohne Schädlinge, treibt ständig neue Blätter aus.',
            'Healthy and strong, pest-free and always pushing out new leaves.',
          ),
        ],
        extra: c.t(
          'Steht hell, aber ohne direkte Mittagssonne.',
          'Kept in a bright spot without direct midday sun.',
        ),
        features: [
          c.t(`Höhe ca. ${plant.height} cm`, `About ${plant.height} cm tall`),
          c.t('Schädlingsfrei', 'Pest-free'),
          c.t('Topf inklusive', 'Pot included'),
        ],
        tags: tagList(
          c.t('pflanze', 'plant'),
          c.t('zimmerpflanze', 'houseplant'),
          c.t('urban jungle', 'urban jungle'),
        ),
        attributes: { colour: colour.value, material: 'ceramic', heightCm: plant.height },
        basePrice: c.between(plant.price),
        subject: c.t('Zimmerpflanze im Topf', 'potted houseplant'),
        hex: colour.hex,
      };
    },
  },
];
