import type { TaxonomyNode } from './taxonomy.data';
import {
  brandField,
  colourField,
  dimensionFields,
  flag,
  furnitureMaterials,
  materialField,
  numberField,
  option,
  powerSourceField,
  select,
} from './taxonomy-fields.data';

const cordlessToolFields = () => [
  powerSourceField(),
  numberField('voltage', 'Battery voltage', 'Akkuspannung', 'V'),
  flag('batteryIncluded', 'Battery and charger included', 'Akku und Ladegerät dabei'),
];

export const gardenDiyTaxonomy: TaxonomyNode = {
  id: 'garden-diy',
  name: { en: 'Garden & DIY', de: 'Garten & Heimwerken' },
  icon: 'garden',
  fields: [brandField()],
  children: [
    {
      id: 'garden-diy-garden-furniture',
      name: { en: 'Garden furniture', de: 'Gartenmöbel' },
      icon: 'chair',
      fields: [colourField(), materialField(furnitureMaterials), ...dimensionFields()],
    },
    {
      id: 'garden-diy-garden-tools',
      name: { en: 'Lawn mowers & garden tools', de: 'Rasenmäher & Gartengeräte' },
      icon: 'mower',
      fields: [
        ...cordlessToolFields(),
        numberField('cuttingWidthCm', 'Cutting width', 'Schnittbreite', 'cm'),
      ],
    },
    {
      id: 'garden-diy-grills',
      name: { en: 'Barbecues & outdoor cooking', de: 'Grills & Outdoor-Küche' },
      icon: 'grill',
      fields: [
        colourField(['black', 'grey', 'silver', 'red', 'green', 'blue']),
        select('fuel', 'Fuel', 'Brennstoff', [
          option('charcoal', 'Charcoal', 'Holzkohle'),
          option('gas', 'Gas'),
          option('electric', 'Electric', 'Elektro'),
          option('pellet', 'Pellets'),
        ]),
      ],
    },
    {
      id: 'garden-diy-power-tools',
      name: { en: 'Power tools', de: 'Elektrowerkzeuge' },
      icon: 'drill',
      fields: cordlessToolFields(),
    },
    {
      id: 'garden-diy-hand-tools',
      name: { en: 'Hand tools & workshop', de: 'Handwerkzeug & Werkstatt' },
      icon: 'tool',
    },
    {
      id: 'garden-diy-plants',
      name: { en: 'Garden plants & planters', de: 'Gartenpflanzen & Pflanzkübel' },
      icon: 'plant',
      fields: [colourField(), numberField('heightCm', 'Height', 'Höhe', 'cm')],
    },
    {
      id: 'garden-diy-building-materials',
      name: { en: 'Building materials', de: 'Baumaterial' },
      icon: 'brick',
      fields: [colourField(), numberField('quantitySqm', 'Quantity', 'Menge', 'm²')],
    },
  ],
};
