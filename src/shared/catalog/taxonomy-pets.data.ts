import type { TaxonomyNode } from './taxonomy.data';
import {
  brandField,
  colourField,
  dimensionFields,
  numberField,
  option,
  select,
  sizeField,
} from './taxonomy-fields.data';

const petSizeField = () => sizeField(['XS', 'S', 'M', 'L', 'XL'], false);

/** Supplies only: the marketplace does not broker live animals. */
export const petsTaxonomy: TaxonomyNode = {
  id: 'pets',
  name: { en: 'Pet supplies', de: 'Haustierbedarf' },
  icon: 'paw',
  fields: [brandField(), colourField()],
  children: [
    {
      id: 'pets-dogs',
      name: { en: 'Dog supplies', de: 'Hundebedarf' },
      icon: 'dog',
      fields: [petSizeField()],
    },
    {
      id: 'pets-cats',
      name: { en: 'Cat supplies', de: 'Katzenbedarf' },
      icon: 'cat',
      fields: [...dimensionFields()],
    },
    {
      id: 'pets-small-animals',
      name: { en: 'Small animals & birds', de: 'Kleintiere & Vögel' },
      icon: 'rabbit',
      fields: [...dimensionFields()],
    },
    {
      id: 'pets-aquariums',
      name: { en: 'Aquariums & terrariums', de: 'Aquaristik & Terraristik' },
      icon: 'fish',
      fields: [numberField('volumeLitres', 'Volume', 'Volumen', 'l')],
    },
    {
      id: 'pets-equestrian',
      name: { en: 'Equestrian', de: 'Reitsport' },
      icon: 'horse',
      fields: [
        petSizeField(),
        select('horseSize', 'For', 'Für', [
          option('pony', 'Pony'),
          option('cob', 'Cob / small horse', 'Cob / Kleinpferd'),
          option('full', 'Full size', 'Warmblut'),
        ]),
      ],
    },
  ],
};
