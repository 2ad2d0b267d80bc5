import type { ColourValue } from '@shared/catalog/colours.data';
import type { ArtKind } from './illustration-kinds';
import type { ListingTemplate, TemplateContext } from './listing-template.types';
import { type Bi, colouredSubject, say, sizeText, tagList } from './listing-template-helpers';

export interface Garment {
  brand: string;
  name: Bi;
  about: Bi;
  price: [number, number];
  colours: ColourValue[];
  material: string;
  art?: ArtKind;
  /** Shown in the title instead of the size, e.g. jeans in "W32 L32". */
  sizeNote?: string;
  /** The German size matching `sizeNote`. */
  size?: string;
  tags: string[];
}

export const womenSizes = {
  letters: ['XS', 'S', 'M', 'L', 'XL'],
  numbers: ['34', '36', '38', '40', '42', '44'],
};
export const menSizes = { letters: ['S', 'M', 'L', 'XL', 'XXL'], numbers: ['46', '48', '50', '52', '54'] };

const wornNotes: Bi[] = [
  [
    'Nur wenige Male getragen, keine Flecken oder Löcher.',
    'Only worn a handful of times, no stains or holes.',
  ],
  ['Fällt normal aus, bei 1,70 m sitzt alles perfekt.', 'True to size; fits perfectly at 1.70 m.'],
  [
    'Leider zu klein geworden, deshalb darf es weiterziehen.',
    "Sadly it no longer fits, so it's looking for a new home.",
  ],
  ['Gewaschen und gebügelt, sofort tragbar.', 'Washed and ironed, ready to wear.'],
  [
    'Passt farblich zu fast allem, ein echter Allrounder.',
    'Goes with almost everything, a real all-rounder.',
  ],
];

export const shoeNotes: Bi[] = [
  ['Fällt normal aus, Innensohle ist sauber.', 'True to size; the insoles are clean.'],
  [
    'Nur ein paar Mal draußen getragen, Sohle kaum abgelaufen.',
    'Only worn outside a few times; the soles are barely worn.',
  ],
  ['Leider eine halbe Nummer zu klein gekauft.', 'Sadly I bought them half a size too small.'],
];

export function garmentTemplate(
  categoryId: string,
  art: ArtKind,
  garments: Garment[],
  sizes: { letters: string[]; numbers: string[] },
  weight = 1,
  notes: Bi[] = wornNotes,
): ListingTemplate {
  return {
    categoryId,
    art,
    parcel: 'small',
    weight,
    build(c: TemplateContext) {
      const garment = c.pick(garments);
      const size =
        garment.size ?? c.pick(sizes.letters.length > 0 && c.chance(0.6) ? sizes.letters : sizes.numbers);
      const colour = c.colour(garment.colours);
      const name = say(c, garment.name);
      return {
        title: `${garment.brand} ${name}, ${garment.sizeNote ?? sizeText(c, size)}, ${colour.name}`,
        about: [say(c, garment.about)],
        extra: say(c, c.pick(notes)),
        features: [
          c.t(`Größe ${size}`, `Size ${size}`),
          c.t(`Farbe: ${colour.label}`, `Colour: ${colour.name}`),
          c.t('Aus tierfreiem Haushalt', 'From a pet-free home'),
        ],
        tags: tagList(garment.brand, ...garment.tags, colour.name, size.toLowerCase()),
        attributes: {
          brand: garment.brand,
          size,
          colour: colour.value,
          material: garment.material,
          ...(garment.sizeNote ? { sizeNote: garment.sizeNote } : {}),
        },
        basePrice: c.between(garment.price),
        subject: colouredSubject(c, garment.name, colour),
        hex: colour.hex,
        art: garment.art,
      };
    },
  };
}
