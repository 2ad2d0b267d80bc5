import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const vehiclePartsTemplates: ListingTemplate[] = [
  {
    categoryId: 'vehicle-parts-bike-parts',
    art: 'tyre',
    parcel: 'medium',
    build(c) {
      const part = c.pick([
        {
          brand: 'DT Swiss',
          name: ['Laufradsatz 28" Disc', '28" disc wheelset'],
          type: 'wheels',
          fits: ['28 Zoll, 12-mm-Steckachse', '28", 12 mm thru-axle'],
          price: [140, 220],
          art: 'tyre',
        },
        {
          brand: 'Shimano',
          name: ['105 Schaltgruppe R7000', '105 R7000 groupset'],
          type: 'drivetrain',
          fits: ['2 × 11-fach', '2 × 11-speed'],
          price: [180, 260],
          art: 'tyre',
        },
        {
          brand: 'Brooks',
          name: ['B17 Ledersattel', 'B17 leather saddle'],
          type: 'saddle',
          fits: ['Standard-Sattelstützen', 'standard seatposts'],
          price: [50, 80],
          art: 'bicycle',
        },
        {
          brand: 'Schwalbe',
          name: ['Marathon Plus Reifen, Paar', 'Marathon Plus tyres, pair'],
          type: 'wheels',
          fits: ['28 × 1,5 Zoll', '28 × 1.5"'],
          price: [30, 50],
          art: 'tyre',
        },
      ] as const);
      return {
        title: `${part.brand} ${say(c, part.name)}`,
        about: [
          c.t('Beim Umbau übrig geblieben, wenig gelaufen.', 'Left over from an upgrade, low mileage.'),
        ],
        features: [
          c.t(`Passend für ${part.fits[0]}`, `Fits ${part.fits[1]}`),
          c.t('Wenig gefahren', 'Low mileage'),
          c.t('Gereinigt', 'Cleaned'),
        ],
        tags: tagList(part.brand, c.t('fahrradteile', 'bike parts'), part.type),
        attributes: { brand: part.brand, partType: part.type, compatibleWith: say(c, part.fits) },
        basePrice: c.between(part.price),
        subject: say(c, part.name),
        hex: part.brand === 'Brooks' ? '#7b4f2e' : '#25272c',
        art: part.art,
      };
    },
  },
  {
    categoryId: 'vehicle-parts-bike-accessories',
    art: 'helmet',
    parcel: 'small',
    weight: 2,
    build(c) {
      const item = c.pick([
        {
          brand: 'Abus',
          name: ['Fahrradhelm Hyban 2.0', 'Hyban 2.0 bike helmet'],
          size: 'M',
          price: [35, 55],
          art: 'helmet',
        },
        {
          brand: 'Abus',
          name: ['Faltschloss Bordo 6000', 'Bordo 6000 folding lock'],
          size: undefined,
          price: [40, 60],
          art: 'bike-lock',
        },
        {
          brand: 'Ortlieb',
          name: ['Back-Roller Classic Packtaschen, Paar', 'Back-Roller Classic panniers, pair'],
          size: undefined,
          price: [60, 90],
          art: 'backpack',
        },
        {
          brand: 'Thule',
          name: ['Chariot Cross 2 Fahrradanhänger', 'Chariot Cross 2 bike trailer'],
          size: undefined,
          price: [420, 600],
          art: 'stroller',
        },
        {
          brand: 'Römer',
          name: ['Jockey Kindersitz fürs Fahrrad', 'Jockey child bike seat'],
          size: undefined,
          price: [40, 70],
          art: 'car-seat',
        },
      ] as const);
      const colour = c.colour(['black', 'grey', 'red', 'blue', 'green', 'yellow']);
      return {
        title: `${item.brand} ${say(c, item.name)}, ${colour.name}`,
        about: [
          c.t(
            'Funktioniert einwandfrei, nur leichte Gebrauchsspuren.',
            'Works perfectly, only light signs of use.',
          ),
        ],
        extra: item.art === 'helmet' ? c.t('Unfallfrei, nie gestürzt.', 'Never been in a crash.') : undefined,
        features: [
          c.t('Voll funktionsfähig', 'Fully working'),
          c.t(`Farbe: ${colour.label}`, `Colour: ${colour.name}`),
          c.t('Gereinigt', 'Cleaned'),
        ],
        tags: tagList(item.brand, c.t('fahrradzubehör', 'bike accessories'), c.t('fahrrad', 'cycling')),
        attributes: { brand: item.brand, colour: colour.value, ...(item.size ? { size: item.size } : {}) },
        basePrice: c.between(item.price),
        subject: colouredSubject(c, item.name, colour),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
  {
    categoryId: 'vehicle-parts-car-accessories',
    art: 'roof-box',
    parcel: 'bulky',
    build(c) {
      const item = c.pick([
        {
          brand: 'Thule',
          name: ['Dachbox Motion XT L, 450 l', 'Motion XT L roof box, 450 l'],
          litres: 450,
          fits: ['alle gängigen Dachträger', 'all common roof bars'],
          price: [350, 480],
        },
        {
          brand: 'Atera',
          name: ['Fahrradträger für die Anhängerkupplung', 'tow bar bike carrier'],
          litres: 0,
          fits: ['Anhängerkupplung, 13-polig', 'tow bar, 13-pin'],
          price: [200, 320],
        },
        {
          brand: 'Thule',
          name: ['Dachträger WingBar Evo', 'WingBar Evo roof bars'],
          litres: 0,
          fits: ['VW Golf 7 Variant', 'VW Golf 7 estate'],
          price: [120, 180],
        },
      ] as const);
      const colour = c.colour(['black', 'grey', 'silver']);
      return {
        title: `${item.brand} ${say(c, item.name)}`,
        about: [
          c.t(
            'Zwei Urlaube im Einsatz, Schlüssel vollständig vorhanden.',
            'Used for two holidays; all keys are there.',
          ),
        ],
        extra: c.t('Montage kann ich gern kurz zeigen.', 'Happy to show you how to mount it.'),
        features: [
          c.t(`Passend für ${item.fits[0]}`, `Fits ${item.fits[1]}`),
          c.t('Mit Schlüsseln', 'Keys included'),
          c.t('Keine Risse', 'No cracks'),
        ],
        tags: tagList(item.brand, c.t('autozubehör', 'car accessories'), c.t('urlaub', 'road trip')),
        attributes: {
          brand: item.brand,
          colour: colour.value,
          compatibleWith: say(c, item.fits),
          ...(item.litres ? { volumeLitres: item.litres } : {}),
        },
        basePrice: c.between(item.price),
        subject: say(c, item.name),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'vehicle-parts-tyres',
    art: 'tyre',
    parcel: 'bulky',
    weight: 2,
    build(c) {
      const set = c.pick([
        {
          brand: 'Continental',
          model: 'WinterContact TS 860',
          size: '205/55 R16',
          season: 'winter',
          rims: 'steel',
          price: [180, 260],
        },
        {
          brand: 'Michelin',
          model: 'Primacy 4',
          size: '225/45 R17',
          season: 'summer',
          rims: 'alloy',
          price: [280, 420],
        },
        {
          brand: 'Goodyear',
          model: 'Vector 4Seasons',
          size: '195/65 R15',
          season: 'all-season',
          rims: 'none',
          price: [120, 190],
        },
      ] as const);
      const tread = c.int(5, 7);
      const seasonName = {
        winter: ['Winterreifen', 'winter tyres'],
        summer: ['Sommerreifen', 'summer tyres'],
        'all-season': ['Ganzjahresreifen', 'all-season tyres'],
      }[set.season] as [string, string];
      const rimsText = {
        steel: [' auf Stahlfelgen', ' on steel rims'],
        alloy: [' auf Alufelgen', ' on alloy rims'],
        none: ['', ''],
      }[set.rims] as [string, string];
      return {
        title: c.t(
          `4 ${seasonName[0]} ${set.brand} ${set.size}${rimsText[0]}, ${tread} mm`,
          `4 ${set.brand} ${seasonName[1]} ${set.size}${rimsText[1]}, ${tread} mm`,
        ),
        about: [
          c.t(
            `${set.brand} ${set.model}, DOT 2021, gleichmäßig abgefahren mit noch ${tread} mm Profil.`,
            `${set.brand} ${set.model}, DOT 2021, evenly worn with ${tread} mm of tread left.`,
          ),
        ],
        extra: c.t(
          'Passten auf unseren Golf, wir haben das Auto verkauft.',
          'They fitted our Golf; we have sold the car.',
        ),
        features: [set.size, c.t(`${tread} mm Profil`, `${tread} mm tread`), 'DOT 2021'],
        tags: tagList(set.brand, c.t('reifen', 'tyres'), set.season, set.size),
        attributes: {
          brand: set.brand,
          tyreSize: set.size,
          season: set.season,
          treadDepthMm: tread,
          withRims: set.rims,
          compatibleWith: 'VW Golf',
        },
        basePrice: c.between(set.price),
        subject: say(c, seasonName),
        hex: '#25272c',
      };
    },
  },
  {
    categoryId: 'vehicle-parts-motorcycle-gear',
    art: 'helmet',
    parcel: 'medium',
    build(c) {
      const item = c.pick([
        {
          brand: 'Shoei',
          name: ['Integralhelm NXR', 'NXR full-face helmet'],
          price: [220, 320],
          art: 'helmet',
        },
        {
          brand: 'Schuberth',
          name: ['Klapphelm C4 Pro', 'C4 Pro flip-up helmet'],
          price: [280, 380],
          art: 'helmet',
        },
        {
          brand: 'Held',
          name: ['Lederkombi, zweiteilig', 'two-piece leather suit'],
          price: [200, 320],
          art: 'jacket',
        },
        {
          brand: 'Dainese',
          name: ['Textiljacke mit Protektoren', 'textile jacket with armour'],
          price: [120, 190],
          art: 'jacket',
        },
      ] as const);
      const size = c.pick(['S', 'M', 'L', 'XL']);
      const colour = c.colour(['black', 'white', 'grey', 'red']);
      return {
        title: `${item.brand} ${say(c, item.name)}, ${c.t(`Gr. ${size}`, `size ${size}`)}, ${colour.name}`,
        about: [
          c.t(
            'Sturzfrei und gepflegt, Innenfutter gewaschen.',
            'Never dropped, well cared for, lining washed.',
          ),
        ],
        features: [
          c.t(`Größe ${size}`, `Size ${size}`),
          c.t('Sturzfrei', 'Crash-free'),
          c.t('ECE-geprüft', 'ECE approved'),
        ],
        tags: tagList(
          item.brand,
          c.t('motorrad', 'motorcycle'),
          item.art === 'helmet' ? c.t('helm', 'helmet') : c.t('bekleidung', 'gear'),
        ),
        attributes: { brand: item.brand, colour: colour.value, size },
        basePrice: c.between(item.price),
        subject: colouredSubject(c, item.name, colour),
        hex: colour.hex,
        art: item.art,
      };
    },
  },
];
