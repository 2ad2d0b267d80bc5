import type { TaxonomyNode } from './taxonomy.data';
import { ageGroupField, brandField, colourField, flag, numberField, textField } from './taxonomy-fields.data';

export const toysGamesTaxonomy: TaxonomyNode = {
  id: 'toys-games',
  name: { en: 'Toys & games', de: 'Spielzeug & Spiele' },
  icon: 'toy',
  fields: [brandField(), ageGroupField(), flag('complete', 'Complete', 'Vollständig')],
  children: [
    {
      id: 'toys-games-building',
      name: { en: 'LEGO & construction toys', de: 'LEGO & Bausteine' },
      icon: 'blocks',
      fields: [
        textField('setNumber', 'Set number', 'Setnummer'),
        numberField('pieces', 'Pieces', 'Teile'),
        flag('instructions', 'Instructions included', 'Bauanleitung dabei'),
      ],
    },
    {
      id: 'toys-games-board-games',
      name: { en: 'Board games & puzzles', de: 'Gesellschaftsspiele & Puzzles' },
      icon: 'dice',
      fields: [textField('players', 'Players', 'Spieler:innen'), numberField('pieces', 'Pieces', 'Teile')],
    },
    {
      id: 'toys-games-dolls-plush',
      name: { en: 'Dolls & soft toys', de: 'Puppen & Kuscheltiere' },
      icon: 'teddy',
      fields: [colourField()],
    },
    {
      id: 'toys-games-vehicles',
      name: { en: 'Toy cars & trains', de: 'Spielzeugautos & -bahnen' },
      icon: 'toy-car',
      fields: [colourField()],
    },
    {
      id: 'toys-games-wooden',
      name: { en: 'Wooden toys', de: 'Holzspielzeug' },
      icon: 'blocks',
      fields: [colourField()],
    },
    {
      id: 'toys-games-outdoor',
      name: { en: 'Outdoor & ride-on toys', de: 'Outdoor- & Fahrzeugspielzeug' },
      icon: 'ball',
      fields: [colourField()],
    },
  ],
};
