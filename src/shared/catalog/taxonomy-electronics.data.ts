import type { TaxonomyNode } from './taxonomy.data';
import {
  batteryHealthField,
  bluetoothFields,
  brandField,
  colourField,
  connectivityField,
  flag,
  modelField,
  numberField,
  option,
  powerField,
  ramField,
  resolutionField,
  screenSizeField,
  select,
  storageField,
  textField,
} from './taxonomy-fields.data';

const platformField = () =>
  select('platform', 'Platform', 'Plattform', [
    option('ps5', 'PlayStation 5'),
    option('ps4', 'PlayStation 4'),
    option('xbox-series', 'Xbox Series X|S'),
    option('xbox-one', 'Xbox One'),
    option('switch', 'Nintendo Switch'),
    option('pc', 'PC'),
    option('retro', 'Retro (NES, SNES, N64, GameCube …)', 'Retro (NES, SNES, N64, GameCube …)'),
  ]);

const mountField = () =>
  select('mount', 'Lens mount', 'Objektivanschluss', [
    option('sony-e', 'Sony E'),
    option('canon-ef', 'Canon EF'),
    option('canon-rf', 'Canon RF'),
    option('nikon-f', 'Nikon F'),
    option('nikon-z', 'Nikon Z'),
    option('fujifilm-x', 'Fujifilm X'),
    option('mft', 'Micro Four Thirds'),
    option('leica-m', 'Leica M'),
    option('fixed', 'Fixed lens', 'Fest verbaut'),
  ]);

export const electronicsTaxonomy: TaxonomyNode = {
  id: 'electronics',
  name: { en: 'Electronics', de: 'Elektronik' },
  icon: 'smartphone',
  fields: [
    brandField(true),
    modelField(),
    colourField([
      'black',
      'white',
      'grey',
      'silver',
      'blue',
      'navy',
      'green',
      'red',
      'pink',
      'purple',
      'gold',
      'yellow',
    ]),
  ],
  children: [
    {
      id: 'electronics-phones',
      name: { en: 'Phones & wearables', de: 'Handys & Wearables' },
      icon: 'smartphone',
      children: [
        {
          id: 'electronics-phones-smartphones',
          name: { en: 'Smartphones', de: 'Smartphones' },
          icon: 'smartphone',
          fields: [
            storageField(true),
            batteryHealthField(),
            connectivityField(['5g', 'wifi', 'bluetooth', 'nfc', 'usb-c', 'lightning']),
            flag('simLockFree', 'No SIM lock', 'Ohne SIM-Lock'),
          ],
        },
        {
          id: 'electronics-phones-smartwatches',
          name: { en: 'Smartwatches & fitness trackers', de: 'Smartwatches & Fitnesstracker' },
          icon: 'watch',
          fields: [
            numberField('caseSizeMm', 'Case size', 'Gehäusegröße', 'mm'),
            connectivityField(['bluetooth', 'wifi', 'nfc']),
          ],
        },
        {
          id: 'electronics-phones-accessories',
          name: { en: 'Phone accessories', de: 'Handyzubehör' },
          icon: 'plug',
          // A no-name cable or case has no brand to give (ADR 048).
          fields: [
            brandField(false),
            textField('compatibleWith', 'Compatible with', 'Passend für'),
            connectivityField(['usb-c', 'lightning', 'bluetooth', 'nfc']),
          ],
        },
      ],
    },
    {
      id: 'electronics-computers',
      name: { en: 'Computers & tablets', de: 'Computer & Tablets' },
      icon: 'laptop',
      children: [
        {
          id: 'electronics-computers-laptops',
          name: { en: 'Laptops', de: 'Notebooks & Laptops' },
          icon: 'laptop',
          fields: [
            screenSizeField(),
            textField('processor', 'Processor', 'Prozessor'),
            ramField(),
            storageField(),
            connectivityField(['usb-c', 'usb-a', 'thunderbolt', 'hdmi', 'wifi', 'bluetooth', 'ethernet']),
          ],
        },
        {
          id: 'electronics-computers-tablets',
          name: { en: 'Tablets & e-readers', de: 'Tablets & E-Reader' },
          icon: 'tablet',
          fields: [
            screenSizeField(),
            storageField(),
            connectivityField(['wifi', 'bluetooth', '5g', 'usb-c', 'lightning']),
          ],
        },
        {
          id: 'electronics-computers-monitors',
          name: { en: 'Monitors', de: 'Monitore' },
          icon: 'monitor',
          fields: [
            screenSizeField(),
            resolutionField(),
            connectivityField(['hdmi', 'displayport', 'usb-c', 'thunderbolt']),
          ],
        },
        {
          id: 'electronics-computers-accessories',
          name: { en: 'Keyboards, mice & accessories', de: 'Tastaturen, Mäuse & Zubehör' },
          icon: 'keyboard',
          fields: [brandField(false), connectivityField(['bluetooth', 'usb-c', 'usb-a'])],
        },
      ],
    },
    {
      id: 'electronics-audio',
      name: { en: 'Audio & hi-fi', de: 'Audio & HiFi' },
      icon: 'headphones',
      fields: [
        connectivityField(
          ['bluetooth', 'wifi', 'aux', 'usb-c', 'lightning', 'optical', 'cinch', 'hdmi'],
          true,
        ),
        ...bluetoothFields(),
      ],
      children: [
        {
          id: 'electronics-audio-headphones',
          name: { en: 'Headphones', de: 'Kopfhörer' },
          icon: 'headphones',
          fields: [
            select('formFactor', 'Type', 'Bauform', [
              option('over-ear', 'Over-ear'),
              option('on-ear', 'On-ear'),
              option('in-ear', 'In-ear'),
            ]),
            flag('noiseCancelling', 'Active noise cancelling', 'Aktive Geräuschunterdrückung'),
          ],
        },
        { id: 'electronics-audio-speakers', name: { en: 'Speakers', de: 'Lautsprecher' }, icon: 'speaker' },
        {
          id: 'electronics-audio-hifi',
          name: { en: 'Amplifiers & receivers', de: 'Verstärker & Receiver' },
          icon: 'radio',
          fields: [powerField()],
        },
        {
          id: 'electronics-audio-turntables',
          name: { en: 'Turntables', de: 'Plattenspieler' },
          icon: 'vinyl',
        },
      ],
    },
    {
      id: 'electronics-photo',
      name: { en: 'Cameras & photo', de: 'Foto & Kamera' },
      icon: 'camera',
      fields: [mountField()],
      children: [
        {
          id: 'electronics-photo-cameras',
          name: { en: 'Cameras', de: 'Kameras' },
          icon: 'camera',
          fields: [
            select('cameraType', 'Camera type', 'Kameratyp', [
              option('mirrorless', 'Mirrorless', 'Spiegellos (DSLM)'),
              option('dslr', 'DSLR', 'Spiegelreflex'),
              option('compact', 'Compact', 'Kompaktkamera'),
              option('analogue', 'Film camera', 'Analogkamera'),
              option('instant', 'Instant camera', 'Sofortbildkamera'),
            ]),
            numberField('shutterCount', 'Shutter count', 'Auslösungen'),
          ],
        },
        {
          id: 'electronics-photo-lenses',
          name: { en: 'Lenses', de: 'Objektive' },
          icon: 'aperture',
          fields: [textField('focalLength', 'Focal length', 'Brennweite')],
        },
      ],
    },
    {
      id: 'electronics-gaming',
      name: { en: 'Consoles & video games', de: 'Konsolen & Videospiele' },
      icon: 'gamepad',
      fields: [platformField()],
      children: [
        {
          id: 'electronics-gaming-consoles',
          name: { en: 'Consoles', de: 'Konsolen' },
          icon: 'gamepad',
          fields: [storageField()],
        },
        {
          id: 'electronics-gaming-games',
          name: { en: 'Video games', de: 'Videospiele' },
          icon: 'disc',
          // A game has a publisher, not a brand the seller could be asked for (ADR 048).
          fields: [
            brandField(false),
            select('ageRating', 'Age rating (USK)', 'Altersfreigabe (USK)', [
              option('usk-0', 'USK 0'),
              option('usk-6', 'USK 6'),
              option('usk-12', 'USK 12'),
              option('usk-16', 'USK 16'),
              option('usk-18', 'USK 18'),
            ]),
          ],
        },
        {
          id: 'electronics-gaming-accessories',
          name: { en: 'Controllers & accessories', de: 'Controller & Zubehör' },
          icon: 'gamepad',
          fields: [brandField(false), connectivityField(['bluetooth', 'usb-c', 'usb-a'])],
        },
      ],
    },
    {
      id: 'electronics-tv',
      name: { en: 'TV & video', de: 'TV & Video' },
      icon: 'tv',
      fields: [
        screenSizeField(),
        resolutionField(),
        connectivityField(['hdmi', 'wifi', 'bluetooth', 'ethernet', 'usb-a', 'optical']),
      ],
    },
    {
      id: 'electronics-appliances',
      name: { en: 'Household appliances', de: 'Haushaltsgeräte' },
      icon: 'coffee',
      fields: [powerField()],
      children: [
        {
          id: 'electronics-appliances-coffee',
          name: { en: 'Coffee machines', de: 'Kaffeemaschinen' },
          icon: 'coffee',
        },
        {
          id: 'electronics-appliances-kitchen',
          name: { en: 'Kitchen appliances', de: 'Küchengeräte' },
          icon: 'blender',
        },
        {
          id: 'electronics-appliances-cleaning',
          name: { en: 'Vacuums & cleaning', de: 'Staubsauger & Reinigung' },
          icon: 'vacuum',
          fields: [flag('cordless', 'Cordless', 'Kabellos')],
        },
      ],
    },
  ],
};
