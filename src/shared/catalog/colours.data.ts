/** Colour values shared by every `colour` attribute; `hex` lets illustrations and swatches match the label. */
export interface ColourOption {
  value: string;
  labelEn: string;
  labelDe: string;
  hex: string;
}

export const colours = [
  { value: 'black', labelEn: 'Black', labelDe: 'Schwarz', hex: '#25272c' },
  { value: 'white', labelEn: 'White', labelDe: 'Weiß', hex: '#f4f2ec' },
  { value: 'grey', labelEn: 'Grey', labelDe: 'Grau', hex: '#8b9099' },
  { value: 'silver', labelEn: 'Silver', labelDe: 'Silber', hex: '#c3c7cc' },
  { value: 'beige', labelEn: 'Beige', labelDe: 'Beige', hex: '#d9c4a0' },
  { value: 'brown', labelEn: 'Brown', labelDe: 'Braun', hex: '#7b4f2e' },
  { value: 'cognac', labelEn: 'Cognac', labelDe: 'Cognac', hex: '#a0602e' },
  { value: 'blue', labelEn: 'Blue', labelDe: 'Blau', hex: '#3271cf' },
  { value: 'navy', labelEn: 'Dark blue', labelDe: 'Dunkelblau', hex: '#22325c' },
  { value: 'light-blue', labelEn: 'Light blue', labelDe: 'Hellblau', hex: '#8ec0e8' },
  { value: 'green', labelEn: 'Green', labelDe: 'Grün', hex: '#3d8c55' },
  { value: 'olive', labelEn: 'Olive', labelDe: 'Oliv', hex: '#6e6d3b' },
  { value: 'red', labelEn: 'Red', labelDe: 'Rot', hex: '#cc3640' },
  { value: 'burgundy', labelEn: 'Burgundy', labelDe: 'Bordeaux', hex: '#6e2032' },
  { value: 'pink', labelEn: 'Pink', labelDe: 'Rosa', hex: '#e996b5' },
  { value: 'purple', labelEn: 'Purple', labelDe: 'Lila', hex: '#7c52a3' },
  { value: 'yellow', labelEn: 'Yellow', labelDe: 'Gelb', hex: '#ecc546' },
  { value: 'orange', labelEn: 'Orange', labelDe: 'Orange', hex: '#e8843a' },
  { value: 'gold', labelEn: 'Gold', labelDe: 'Gold', hex: '#caa24b' },
  { value: 'multicolour', labelEn: 'Multicoloured', labelDe: 'Mehrfarbig', hex: '#d9607f' },
] as const satisfies readonly ColourOption[];

export type ColourValue = (typeof colours)[number]['value'];

export function findColour(value: string): ColourOption | undefined {
  return colours.find((colour) => colour.value === value);
}
