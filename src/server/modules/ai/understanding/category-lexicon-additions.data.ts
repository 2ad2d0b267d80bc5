import type { CategoryLexicon } from './category-lexicon.types';

/**
 * Everyday words that put items in their own category rather than next to it (issue 15): an
 * espresso cup is tableware, not a coffee machine; a leather sofa is no shoe; a Thermomix is a
 * kitchen machine; a GoPro is a camera. Appended to the leaves' words (never their title nouns).
 */
export const lexiconAdditions: CategoryLexicon = {
  'home-kitchen-tableware': {
    de: ['Espressotasse', 'Espressotassen', 'Kaffeetasse', 'Kaffeetassen', 'Untertassen', 'Goldrand'],
    en: ['espresso cup', 'espresso cups', 'coffee cup', 'saucers', 'gold rim'],
  },
  'home-furniture-sofas': {
    de: ['Ledersofa', 'Dreisitzer', 'Zweisitzer', 'Schlafsofa', 'Couch'],
    en: ['leather sofa', 'three seater', 'two seater', 'sofa bed', 'couch'],
  },
  'electronics-tv': {
    de: ['Röhrenfernseher', 'Glotze', 'OLED', 'Smart TV'],
    en: ['OLED TV', 'telly', 'television'],
  },
  'electronics-appliances-kitchen': {
    de: ['Thermomix', 'Küchenmaschine', 'Mikrowelle', 'Toaster'],
    en: ['Thermomix', 'food processor', 'microwave', 'toaster'],
  },
  'electronics-photo-cameras': {
    de: ['GoPro', 'Actioncam', 'Action Cam'],
    en: ['GoPro', 'action camera', 'action cam'],
  },
  'home-decor-plants': {
    de: ['Kunstpflanze', 'Bambuspflanze', 'Geigenfeige', 'Monstera', 'Übertopf'],
    en: ['artificial plant', 'bamboo plant', 'fiddle leaf fig', 'monstera', 'planter'],
  },
  'home-textiles': {
    de: ['Sofakissen', 'Kissen', 'Kissenbezüge', 'Zierkissen'],
    en: ['cushions', 'cushion', 'cushion covers', 'throw pillows'],
  },
  'fashion-accessories-bags': {
    de: ['Laptop Rucksack', 'Laptoprucksack'],
    en: ['laptop backpack', 'laptop bag'],
  },
  'vehicles-cars': {
    de: ['Touring', 'Automatik', 'EZ', 'Anhängerkupplung', 'unfallfrei'],
    en: ['petrol', 'diesel', 'estate', 'brakes', 'ono'],
  },
};
