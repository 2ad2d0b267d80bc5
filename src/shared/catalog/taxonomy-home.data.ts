import type { TaxonomyNode } from './taxonomy.data';
import {
  brandField,
  colourField,
  dimensionFields,
  furnitureMaterials,
  materialField,
  option,
  select,
} from './taxonomy-fields.data';

export const homeTaxonomy: TaxonomyNode = {
  id: 'home',
  name: { en: 'Home & living', de: 'Wohnen & Einrichtung' },
  icon: 'sofa',
  fields: [brandField(), colourField(), materialField(furnitureMaterials), ...dimensionFields()],
  children: [
    {
      id: 'home-furniture',
      name: { en: 'Furniture', de: 'Möbel' },
      icon: 'sofa',
      fields: [
        select('assembly', 'Assembly', 'Aufbau', [
          option('assembled', 'Assembled, collect as is', 'Aufgebaut, Abholung wie gesehen'),
          option('disassembled', 'Disassembled', 'Zerlegt'),
        ]),
      ],
      children: [
        { id: 'home-furniture-sofas', name: { en: 'Sofas & armchairs', de: 'Sofas & Sessel' }, icon: 'sofa' },
        { id: 'home-furniture-tables', name: { en: 'Tables', de: 'Tische' }, icon: 'table' },
        {
          id: 'home-furniture-chairs',
          name: { en: 'Chairs & stools', de: 'Stühle & Hocker' },
          icon: 'chair',
        },
        {
          id: 'home-furniture-shelves',
          name: { en: 'Shelves & cabinets', de: 'Regale & Schränke' },
          icon: 'shelf',
        },
        {
          id: 'home-furniture-beds',
          name: { en: 'Beds & mattresses', de: 'Betten & Matratzen' },
          icon: 'bed',
          fields: [
            select('bedSize', 'Lying surface', 'Liegefläche', [
              option('90x200', '90 × 200 cm'),
              option('140x200', '140 × 200 cm'),
              option('160x200', '160 × 200 cm'),
              option('180x200', '180 × 200 cm'),
            ]),
          ],
        },
      ],
    },
    {
      id: 'home-lighting',
      name: { en: 'Lighting', de: 'Lampen & Leuchten' },
      icon: 'lamp',
      fields: [
        select('lampType', 'Lamp type', 'Lampenart', [
          option('floor', 'Floor lamp', 'Stehlampe'),
          option('table', 'Table lamp', 'Tischlampe'),
          option('pendant', 'Pendant light', 'Pendelleuchte'),
          option('wall', 'Wall light', 'Wandleuchte'),
        ]),
        select('socket', 'Socket', 'Fassung', [
          option('e27', 'E27'),
          option('e14', 'E14'),
          option('gu10', 'GU10'),
          option('led', 'Integrated LED', 'LED integriert'),
        ]),
      ],
    },
    {
      id: 'home-decor',
      name: { en: 'Decoration', de: 'Dekoration' },
      icon: 'vase',
      children: [
        { id: 'home-decor-vases', name: { en: 'Vases & bowls', de: 'Vasen & Schalen' }, icon: 'vase' },
        {
          id: 'home-decor-mirrors-art',
          name: { en: 'Mirrors & wall art', de: 'Spiegel & Bilder' },
          icon: 'frame',
        },
        {
          id: 'home-decor-plants',
          name: { en: 'Houseplants & pots', de: 'Zimmerpflanzen & Töpfe' },
          icon: 'plant',
        },
      ],
    },
    {
      id: 'home-kitchen',
      name: { en: 'Kitchen & dining', de: 'Küche & Esszimmer' },
      icon: 'pot',
      children: [
        {
          id: 'home-kitchen-cookware',
          name: { en: 'Pots & pans', de: 'Töpfe & Pfannen' },
          icon: 'pot',
          fields: [
            materialField([
              option('stainless-steel', 'Stainless steel', 'Edelstahl'),
              option('cast-iron', 'Cast iron', 'Gusseisen'),
              option('enamel', 'Enamelled cast iron', 'Emaillierter Guss'),
              option('non-stick', 'Non-stick', 'Antihaft-beschichtet'),
              option('copper', 'Copper', 'Kupfer'),
            ]),
          ],
        },
        {
          id: 'home-kitchen-tableware',
          name: { en: 'Tableware & glasses', de: 'Geschirr & Gläser' },
          icon: 'cup',
          fields: [
            materialField([
              option('porcelain', 'Porcelain', 'Porzellan'),
              option('stoneware', 'Stoneware', 'Steingut'),
              option('glass', 'Glass', 'Glas'),
              option('crystal', 'Crystal', 'Kristall'),
            ]),
          ],
        },
      ],
    },
    {
      id: 'home-textiles',
      name: { en: 'Rugs & textiles', de: 'Teppiche & Heimtextilien' },
      icon: 'rug',
      fields: [
        materialField([
          option('wool', 'Wool', 'Wolle'),
          option('cotton', 'Cotton', 'Baumwolle'),
          option('jute', 'Jute'),
          option('linen', 'Linen', 'Leinen'),
          option('synthetic', 'Synthetic', 'Kunstfaser'),
        ]),
      ],
    },
  ],
};
