import type { TaxonomyNode } from './taxonomy.data';
import {
  brandField,
  colourField,
  flag,
  modelField,
  numberField,
  option,
  powerField,
  select,
  yearField,
} from './taxonomy-fields.data';

export const musicalInstrumentsTaxonomy: TaxonomyNode = {
  id: 'musical-instruments',
  name: { en: 'Musical instruments', de: 'Musikinstrumente' },
  icon: 'music',
  fields: [
    brandField(),
    modelField(),
    colourField(),
    yearField(),
    flag('includesCase', 'Case or gig bag included', 'Koffer oder Gigbag dabei'),
  ],
  children: [
    {
      id: 'musical-instruments-guitars',
      name: { en: 'Guitars & basses', de: 'Gitarren & Bässe' },
      icon: 'guitar',
      fields: [
        select('guitarType', 'Type', 'Art', [
          option('electric', 'Electric guitar', 'E-Gitarre'),
          option('acoustic', 'Acoustic guitar', 'Westerngitarre'),
          option('classical', 'Classical guitar', 'Konzertgitarre'),
          option('bass', 'Bass guitar', 'E-Bass'),
        ]),
        flag('leftHanded', 'Left-handed', 'Linkshänder'),
      ],
    },
    {
      id: 'musical-instruments-keys',
      name: { en: 'Keyboards & pianos', de: 'Keyboards & Klaviere' },
      icon: 'piano',
      fields: [
        select('keys', 'Keys', 'Tasten', [
          option('49', '49'),
          option('61', '61'),
          option('76', '76'),
          option('88', '88'),
        ]),
        flag('weightedKeys', 'Weighted keys', 'Gewichtete Tastatur'),
      ],
    },
    {
      id: 'musical-instruments-drums',
      name: { en: 'Drums & percussion', de: 'Schlagzeug & Percussion' },
      icon: 'drum',
    },
    {
      id: 'musical-instruments-wind',
      name: { en: 'Wind instruments', de: 'Blasinstrumente' },
      icon: 'trumpet',
    },
    {
      id: 'musical-instruments-strings',
      name: { en: 'Strings', de: 'Streichinstrumente' },
      icon: 'violin',
      fields: [
        select('instrumentSize', 'Size', 'Größe', [
          option('4/4', '4/4'),
          option('3/4', '3/4'),
          option('1/2', '1/2'),
          option('1/4', '1/4'),
        ]),
      ],
    },
    {
      id: 'musical-instruments-amps-effects',
      name: { en: 'Amps & effects', de: 'Verstärker & Effekte' },
      icon: 'amp',
      fields: [powerField(), flag('tube', 'Valve / tube', 'Röhre')],
    },
    {
      id: 'musical-instruments-studio-dj',
      name: { en: 'Studio & DJ', de: 'Studio & DJ' },
      icon: 'sliders',
      fields: [numberField('channels', 'Channels', 'Kanäle')],
    },
  ],
};
