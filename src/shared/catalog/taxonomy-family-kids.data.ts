import type { TaxonomyNode } from './taxonomy.data';
import {
  ageGroupField,
  brandField,
  clothingMaterials,
  colourField,
  flag,
  furnitureMaterials,
  genderField,
  materialField,
  option,
  select,
  sizeField,
  sizeSets,
} from './taxonomy-fields.data';

export const familyKidsTaxonomy: TaxonomyNode = {
  id: 'family-kids',
  name: { en: 'Baby & kids', de: 'Familie, Kind & Baby' },
  icon: 'baby',
  fields: [brandField(), colourField()],
  children: [
    {
      id: 'family-kids-clothing',
      name: { en: "Kids' clothing & shoes", de: 'Kinderkleidung & -schuhe' },
      icon: 'shirt',
      fields: [
        sizeField([...sizeSets.babyClothing, ...sizeSets.kidsClothing]),
        genderField(),
        materialField(clothingMaterials),
      ],
      children: [
        {
          id: 'family-kids-clothing-baby',
          name: { en: 'Baby clothing (50–92)', de: 'Babykleidung (50–92)' },
          icon: 'baby',
          fields: [sizeField(sizeSets.babyClothing)],
        },
        {
          id: 'family-kids-clothing-kids',
          name: { en: "Kids' clothing (98–176)", de: 'Kinderkleidung (98–176)' },
          icon: 'shirt',
          fields: [sizeField(sizeSets.kidsClothing)],
        },
        {
          id: 'family-kids-clothing-shoes',
          name: { en: "Kids' shoes", de: 'Kinderschuhe' },
          icon: 'shoe',
          fields: [sizeField(sizeSets.kidsShoes)],
        },
      ],
    },
    {
      id: 'family-kids-strollers',
      name: { en: 'Prams & pushchairs', de: 'Kinderwagen & Buggys' },
      icon: 'stroller',
      fields: [
        select('strollerType', 'Type', 'Art', [
          option('combi', 'Combi pram', 'Kombikinderwagen'),
          option('buggy', 'Buggy / pushchair', 'Buggy'),
          option('jogger', 'Jogging stroller', 'Jogger'),
          option('twin', 'Twin / sibling', 'Zwillings- / Geschwisterwagen'),
        ]),
      ],
    },
    {
      id: 'family-kids-car-seats',
      name: { en: 'Car seats & infant carriers', de: 'Autositze & Babyschalen' },
      icon: 'car-seat',
      fields: [
        select('seatGroup', 'Size group', 'Größenklasse', [
          option('i-size-40-87', 'i-Size 40–87 cm (infant carrier)', 'i-Size 40–87 cm (Babyschale)'),
          option('i-size-76-105', 'i-Size 76–105 cm'),
          option('i-size-100-150', 'i-Size 100–150 cm'),
          option('group-0', 'Group 0+ (up to 13 kg)', 'Gruppe 0+ (bis 13 kg)'),
          option('group-1', 'Group 1 (9–18 kg)', 'Gruppe 1 (9–18 kg)'),
          option('group-2-3', 'Group 2/3 (15–36 kg)', 'Gruppe 2/3 (15–36 kg)'),
        ]),
        flag('isofix', 'Isofix', 'Isofix'),
        flag('accidentFree', 'Accident-free', 'Unfallfrei'),
      ],
    },
    {
      id: 'family-kids-nursery',
      name: { en: 'Nursery furniture', de: 'Kinderzimmermöbel' },
      icon: 'crib',
      fields: [materialField(furnitureMaterials)],
    },
    {
      id: 'family-kids-baby-gear',
      name: { en: 'Baby gear & carriers', de: 'Babyausstattung & Tragen' },
      icon: 'baby',
      fields: [ageGroupField()],
    },
  ],
};
