import type { TaxonomyNode } from './taxonomy.data';
import {
  brandField,
  clothingMaterials,
  colourField,
  materialField,
  numberField,
  option,
  select,
  sizeField,
  sizeNoteField,
  sizeSets,
} from './taxonomy-fields.data';

const shoeMaterials = materialField([
  option('leather', 'Leather', 'Leder'),
  option('suede', 'Suede', 'Wildleder'),
  option('textile', 'Textile', 'Textil'),
  option('synthetic', 'Synthetic', 'Synthetik'),
  option('rubber', 'Rubber', 'Gummi'),
]);

export const fashionTaxonomy: TaxonomyNode = {
  id: 'fashion',
  name: { en: 'Fashion & accessories', de: 'Mode & Accessoires' },
  icon: 'shirt',
  fields: [brandField(), colourField(), materialField(clothingMaterials)],
  children: [
    {
      id: 'fashion-women',
      name: { en: 'Women', de: 'Damen' },
      icon: 'dress',
      fields: [sizeField(sizeSets.womenClothing), sizeNoteField()],
      children: [
        {
          id: 'fashion-women-jackets',
          name: { en: 'Jackets & coats', de: 'Jacken & Mäntel' },
          icon: 'jacket',
        },
        {
          id: 'fashion-women-dresses',
          name: { en: 'Dresses & skirts', de: 'Kleider & Röcke' },
          icon: 'dress',
        },
        {
          id: 'fashion-women-tops',
          name: { en: 'Tops & knitwear', de: 'Oberteile & Strick' },
          icon: 'shirt',
        },
        {
          id: 'fashion-women-trousers',
          name: { en: 'Jeans & trousers', de: 'Jeans & Hosen' },
          icon: 'jeans',
        },
        {
          id: 'fashion-women-shoes',
          name: { en: 'Shoes', de: 'Schuhe' },
          icon: 'shoe',
          fields: [sizeField(sizeSets.womenShoes), shoeMaterials],
        },
      ],
    },
    {
      id: 'fashion-men',
      name: { en: 'Men', de: 'Herren' },
      icon: 'shirt',
      fields: [sizeField(sizeSets.menClothing), sizeNoteField()],
      children: [
        { id: 'fashion-men-jackets', name: { en: 'Jackets & coats', de: 'Jacken & Mäntel' }, icon: 'jacket' },
        { id: 'fashion-men-tops', name: { en: 'Shirts & jumpers', de: 'Hemden & Pullover' }, icon: 'shirt' },
        { id: 'fashion-men-trousers', name: { en: 'Jeans & trousers', de: 'Jeans & Hosen' }, icon: 'jeans' },
        { id: 'fashion-men-suits', name: { en: 'Suits & blazers', de: 'Anzüge & Sakkos' }, icon: 'suit' },
        {
          id: 'fashion-men-shoes',
          name: { en: 'Shoes', de: 'Schuhe' },
          icon: 'shoe',
          fields: [sizeField(sizeSets.menShoes), shoeMaterials],
        },
      ],
    },
    {
      id: 'fashion-accessories',
      name: { en: 'Bags & accessories', de: 'Taschen & Accessoires' },
      icon: 'bag',
      children: [
        {
          id: 'fashion-accessories-bags',
          name: { en: 'Bags & backpacks', de: 'Taschen & Rucksäcke' },
          icon: 'bag',
        },
        {
          id: 'fashion-accessories-watches',
          name: { en: 'Watches', de: 'Uhren' },
          icon: 'watch',
          fields: [
            select('movement', 'Movement', 'Uhrwerk', [
              option('automatic', 'Automatic', 'Automatik'),
              option('quartz', 'Quartz', 'Quarz'),
              option('manual', 'Hand-wound', 'Handaufzug'),
              option('smart', 'Smartwatch'),
            ]),
            numberField('caseDiameterMm', 'Case diameter', 'Gehäusedurchmesser', 'mm'),
            materialField([
              option('stainless-steel', 'Stainless steel', 'Edelstahl'),
              option('titanium', 'Titanium', 'Titan'),
              option('gold', 'Gold'),
              option('gold-plated', 'Gold-plated', 'Vergoldet'),
              option('plastic', 'Plastic', 'Kunststoff'),
            ]),
          ],
        },
        {
          id: 'fashion-accessories-jewellery',
          name: { en: 'Jewellery', de: 'Schmuck' },
          icon: 'gem',
          fields: [
            materialField([
              option('silver-925', 'Sterling silver 925', 'Silber 925'),
              option('gold-585', 'Gold 585 (14 ct)', 'Gold 585'),
              option('gold-750', 'Gold 750 (18 ct)', 'Gold 750'),
              option('gold-plated', 'Gold-plated', 'Vergoldet'),
              option('stainless-steel', 'Stainless steel', 'Edelstahl'),
              option('costume', 'Costume jewellery', 'Modeschmuck'),
            ]),
          ],
        },
        {
          id: 'fashion-accessories-sunglasses',
          name: { en: 'Sunglasses', de: 'Sonnenbrillen' },
          icon: 'glasses',
        },
        {
          id: 'fashion-accessories-scarves-hats',
          name: { en: 'Scarves, hats & gloves', de: 'Schals, Mützen & Handschuhe' },
          icon: 'hat',
        },
      ],
    },
  ],
};
