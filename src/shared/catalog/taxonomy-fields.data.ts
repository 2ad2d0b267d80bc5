import type { AttributeField } from './attribute.schema';
import { type ColourValue, colours } from './colours.data';

type Option = NonNullable<AttributeField['options']>[number];

export const option = (value: string, labelEn: string, labelDe: string = labelEn): Option => ({
  value,
  labelEn,
  labelDe,
});

/** Options whose label is the value itself in both languages (sizes, versions, formats). */
const plainOptions = (values: readonly string[], unit = ''): Option[] =>
  values.map((value) => option(value, `${value}${unit}`));

const evenRange = (from: number, to: number, step = 2): string[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => String(from + index * step));

const text = (key: string, labelEn: string, labelDe: string, isRequired = false): AttributeField => ({
  key,
  type: 'text',
  labelEn,
  labelDe,
  isRequired,
});

const number = (key: string, labelEn: string, labelDe: string, unit?: string): AttributeField => ({
  key,
  type: 'number',
  labelEn,
  labelDe,
  isRequired: false,
  ...(unit ? { unit } : {}),
});

const boolean = (key: string, labelEn: string, labelDe: string): AttributeField => ({
  key,
  type: 'boolean',
  labelEn,
  labelDe,
  isRequired: false,
});

export const select = (
  key: string,
  labelEn: string,
  labelDe: string,
  options: Option[],
  isRequired = false,
): AttributeField => ({ key, type: 'select', labelEn, labelDe, isRequired, options });

export const sizeSets = {
  womenClothing: [...['XS', 'S', 'M', 'L', 'XL', 'XXL'], ...evenRange(34, 48)],
  menClothing: [...['S', 'M', 'L', 'XL', 'XXL'], ...evenRange(44, 58)],
  womenShoes: evenRange(35, 43, 1),
  menShoes: evenRange(39, 48, 1),
  shoes: evenRange(35, 48, 1),
  babyClothing: ['50', '56', '62', '68', '74', '80', '86', '92'],
  kidsClothing: evenRange(98, 176, 6),
  kidsShoes: evenRange(18, 35, 1),
  adultLetters: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  bikeFrame: ['S', 'M', 'L', 'XL', ...evenRange(48, 62)],
} as const;

export const brandField = (isRequired = false) => text('brand', 'Brand', 'Marke', isRequired);
export const modelField = () => text('model', 'Model', 'Modell');

export const sizeField = (values: readonly string[], isRequired = true): AttributeField =>
  select('size', 'Size', 'Größe', plainOptions(values), isRequired);
export const sizeNoteField = () => text('sizeNote', 'Size note', 'Hinweis zur Größe');

export const colourField = (values?: readonly ColourValue[]): AttributeField =>
  select(
    'colour',
    'Colour',
    'Farbe',
    colours
      .filter((colour) => !values || values.includes(colour.value))
      .map((colour) => option(colour.value, colour.labelEn, colour.labelDe)),
  );

export const materialField = (options: Option[]) => select('material', 'Material', 'Material', options);

export const clothingMaterials = [
  option('cotton', 'Cotton', 'Baumwolle'),
  option('denim', 'Denim', 'Denim'),
  option('wool', 'Wool', 'Wolle'),
  option('cashmere', 'Cashmere', 'Kaschmir'),
  option('linen', 'Linen', 'Leinen'),
  option('silk', 'Silk', 'Seide'),
  option('leather', 'Leather', 'Leder'),
  option('suede', 'Suede', 'Wildleder'),
  option('polyester', 'Polyester', 'Polyester'),
  option('down', 'Down', 'Daunen'),
  option('viscose', 'Viscose', 'Viskose'),
  option('synthetic', 'Synthetic', 'Kunstfaser'),
];

export const furnitureMaterials = [
  option('solid-wood', 'Solid wood', 'Massivholz'),
  option('veneer', 'Veneer', 'Furnier'),
  option('particle-board', 'Particle board', 'Spanplatte'),
  option('metal', 'Metal', 'Metall'),
  option('glass', 'Glass', 'Glas'),
  option('fabric', 'Fabric', 'Stoff'),
  option('leather', 'Leather', 'Leder'),
  option('rattan', 'Rattan', 'Rattan'),
  option('plastic', 'Plastic', 'Kunststoff'),
  option('ceramic', 'Ceramic', 'Keramik'),
];

export const connectivityOptions = {
  bluetooth: option('bluetooth', 'Bluetooth'),
  wifi: option('wifi', 'Wi-Fi', 'WLAN'),
  'usb-c': option('usb-c', 'USB-C'),
  'usb-a': option('usb-a', 'USB-A'),
  lightning: option('lightning', 'Lightning'),
  nfc: option('nfc', 'NFC'),
  aux: option('aux', 'AUX (3.5 mm)', 'AUX (3,5 mm)'),
  hdmi: option('hdmi', 'HDMI'),
  displayport: option('displayport', 'DisplayPort'),
  thunderbolt: option('thunderbolt', 'Thunderbolt'),
  ethernet: option('ethernet', 'Ethernet (LAN)', 'LAN'),
  optical: option('optical', 'Optical (Toslink)', 'Optisch (Toslink)'),
  cinch: option('cinch', 'RCA', 'Cinch'),
  '5g': option('5g', '5G'),
} as const;
export type ConnectivityValue = keyof typeof connectivityOptions;

export const connectivityField = (
  values: readonly ConnectivityValue[],
  isRequired = false,
): AttributeField => ({
  key: 'connectivity',
  type: 'multiselect',
  labelEn: 'Connectivity',
  labelDe: 'Anschlüsse & Verbindungen',
  isRequired,
  options: values.map((value) => connectivityOptions[value]),
});

export const bluetoothVersions = ['4.0', '4.2', '5.0', '5.1', '5.2', '5.3', '5.4'] as const;

/**
 * Spec §5 asks for the Bluetooth version only when Bluetooth is on. It is not required: most
 * sellers cannot know it (it is printed on no box or device they still have), so it must not
 * block publishing (ADR 048).
 */
export const bluetoothFields = (): AttributeField[] => [
  boolean('bluetooth', 'Bluetooth', 'Bluetooth'),
  {
    ...select('bluetoothVersion', 'Bluetooth version', 'Bluetooth-Version', plainOptions(bluetoothVersions)),
    visibleWhen: { key: 'bluetooth', equals: true },
  },
];

export const storageValues = ['32', '64', '128', '256', '512', '1024', '2048'] as const;
export const storageField = (isRequired = false) =>
  select(
    'storageGb',
    'Storage',
    'Speicher',
    storageValues.map((value) =>
      value.length > 3 ? option(value, `${Number(value) / 1024} TB`) : option(value, `${value} GB`),
    ),
    isRequired,
  );
export const ramField = () =>
  select('ramGb', 'Memory (RAM)', 'Arbeitsspeicher', plainOptions(['4', '8', '16', '32', '64'], ' GB'));
export const screenSizeField = () => number('screenSizeInch', 'Screen size', 'Bildschirmdiagonale', 'in');
export const resolutionField = () =>
  select('resolution', 'Resolution', 'Auflösung', [
    option('hd', 'HD'),
    option('full-hd', 'Full HD'),
    option('qhd', 'QHD (1440p)'),
    option('4k', '4K UHD'),
    option('5k', '5K'),
  ]);
export const batteryHealthField = () =>
  number('batteryHealthPercent', 'Battery health', 'Akkukapazität', '%');
export const powerField = () => number('powerWatts', 'Power', 'Leistung', 'W');

export const dimensionFields = (): AttributeField[] => [
  number('widthCm', 'Width', 'Breite', 'cm'),
  number('depthCm', 'Depth', 'Tiefe', 'cm'),
  number('heightCm', 'Height', 'Höhe', 'cm'),
];

export const yearField = () => number('year', 'Year', 'Jahr');
export const eraField = () =>
  select('era', 'Era', 'Epoche', [
    option('before-1900', 'Before 1900', 'Vor 1900'),
    option('1900-1945', '1900–1945'),
    option('1950s', '1950s', '1950er'),
    option('1960s', '1960s', '1960er'),
    option('1970s', '1970s', '1970er'),
    option('1980s', '1980s', '1980er'),
    option('1990s', '1990s', '1990er'),
    option('2000s', '2000s', '2000er'),
    option('2010s', '2010s and later', '2010er und später'),
  ]);

export const ageGroupField = () =>
  select('ageGroup', 'Age group', 'Altersgruppe', [
    option('0-1', '0–12 months', '0–12 Monate'),
    option('1-3', '1–3 years', '1–3 Jahre'),
    option('3-6', '3–6 years', '3–6 Jahre'),
    option('6-9', '6–9 years', '6–9 Jahre'),
    option('9-12', '9–12 years', '9–12 Jahre'),
    option('12-plus', '12 years and up', 'Ab 12 Jahren'),
  ]);

export const genderField = () =>
  select('gender', 'For', 'Für', [
    option('girl', 'Girls', 'Mädchen'),
    option('boy', 'Boys', 'Jungen'),
    option('unisex', 'Unisex'),
  ]);

export const wheelSizeField = (values: readonly string[]) =>
  select(
    'wheelSizeInch',
    'Wheel size',
    'Laufradgröße',
    values.map((value) => option(value, `${value}″`, `${value} Zoll`)),
  );

export const powerSourceField = () =>
  select('powerSource', 'Power source', 'Antrieb', [
    option('corded', 'Corded', 'Kabel'),
    option('battery', 'Battery', 'Akku'),
    option('petrol', 'Petrol', 'Benzin'),
    option('manual', 'Manual', 'Manuell'),
  ]);

export const flag = boolean;
export const textField = text;
export const numberField = number;

export const frameSizeField = () =>
  select(
    'frameSize',
    'Frame size',
    'Rahmengröße',
    sizeSets.bikeFrame.map((value) =>
      /^\d+$/.test(value) ? option(value, `${value} cm`) : option(value, value),
    ),
  );
