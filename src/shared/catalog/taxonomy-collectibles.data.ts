import type { TaxonomyNode } from './taxonomy.data';
import {
  brandField,
  eraField,
  flag,
  materialField,
  option,
  select,
  textField,
  yearField,
} from './taxonomy-fields.data';

export const collectiblesTaxonomy: TaxonomyNode = {
  id: 'collectibles',
  name: { en: 'Collectibles', de: 'Sammeln & Seltenes' },
  icon: 'trophy',
  fields: [
    yearField(),
    eraField(),
    textField('origin', 'Country of origin', 'Herkunftsland'),
    flag('certificate', 'Certificate of authenticity', 'Echtheitszertifikat'),
  ],
  children: [
    {
      id: 'collectibles-coins',
      name: { en: 'Coins', de: 'Münzen' },
      icon: 'coin',
      fields: [
        textField('denomination', 'Denomination', 'Nennwert'),
        select('grade', 'Grade', 'Erhaltung', [
          option('proof', 'Proof', 'Polierte Platte (PP)'),
          option('bu', 'Brilliant uncirculated', 'Stempelglanz (stgl)'),
          option('xf', 'Extremely fine', 'Vorzüglich (vz)'),
          option('vf', 'Very fine', 'Sehr schön (ss)'),
          option('f', 'Fine', 'Schön (s)'),
        ]),
        materialField([
          option('gold', 'Gold'),
          option('silver', 'Silver', 'Silber'),
          option('copper-nickel', 'Copper-nickel', 'Kupfer-Nickel'),
          option('bronze', 'Bronze'),
          option('bimetal', 'Bimetal', 'Bimetall'),
        ]),
      ],
    },
    {
      id: 'collectibles-stamps',
      name: { en: 'Stamps', de: 'Briefmarken' },
      icon: 'stamp',
      fields: [
        select('stampCondition', 'Condition of stamps', 'Erhaltung der Marken', [
          option('mint-never-hinged', 'Mint never hinged (**)', 'Postfrisch (**)'),
          option('mint-hinged', 'Mint hinged (*)', 'Ungebraucht mit Falz (*)'),
          option('used', 'Used (cancelled)', 'Gestempelt'),
        ]),
        select('collectionType', 'Lot type', 'Art des Angebots', [
          option('single', 'Single stamp', 'Einzelmarke'),
          option('set', 'Set', 'Satz'),
          option('album', 'Album / collection', 'Album / Sammlung'),
          option('covers', 'Covers & postcards', 'Briefe & Belege'),
        ]),
      ],
    },
    {
      id: 'collectibles-trading-cards',
      name: { en: 'Trading cards', de: 'Sammelkarten' },
      icon: 'cards',
      fields: [
        select('cardGame', 'Series', 'Serie', [
          option('pokemon', 'Pokémon'),
          option('magic', 'Magic: The Gathering'),
          option('yugioh', 'Yu-Gi-Oh!'),
          option('panini', 'Panini football', 'Panini Fußball'),
          option('other', 'Other', 'Sonstige'),
        ]),
        flag('graded', 'Professionally graded', 'Professionell bewertet (Grading)'),
      ],
    },
    {
      id: 'collectibles-antiques',
      name: { en: 'Antiques', de: 'Antiquitäten' },
      icon: 'antique',
      fields: [
        materialField([
          option('wood', 'Wood', 'Holz'),
          option('brass', 'Brass', 'Messing'),
          option('porcelain', 'Porcelain', 'Porzellan'),
          option('silver', 'Silver', 'Silber'),
          option('glass', 'Glass', 'Glas'),
        ]),
      ],
    },
    {
      id: 'collectibles-model-railways',
      name: { en: 'Model railways', de: 'Modelleisenbahn' },
      icon: 'train',
      fields: [
        brandField(),
        select('gauge', 'Gauge', 'Spurweite', [
          option('h0', 'H0 (1:87)'),
          option('n', 'N (1:160)'),
          option('tt', 'TT (1:120)'),
          option('z', 'Z (1:220)'),
          option('1', 'Gauge 1 (1:32)', 'Spur 1 (1:32)'),
          option('g', 'G (garden railway)', 'G (Gartenbahn)'),
        ]),
        select('current', 'Current', 'Stromsystem', [
          option('dc', 'DC (2-rail)', 'Gleichstrom (2-Leiter)'),
          option('ac', 'AC (3-rail)', 'Wechselstrom (3-Leiter)'),
        ]),
        flag('digital', 'Digital decoder', 'Digital-Decoder'),
      ],
    },
    {
      id: 'collectibles-models-figures',
      name: { en: 'Die-cast models & figures', de: 'Modellautos & Figuren' },
      icon: 'car',
      fields: [
        brandField(),
        textField('scale', 'Scale', 'Maßstab'),
        flag('originalBox', 'Original box', 'Originalverpackung'),
      ],
    },
    {
      id: 'collectibles-memorabilia',
      name: { en: 'Sports memorabilia', de: 'Sport-Fanartikel' },
      icon: 'trophy',
      fields: [
        textField('club', 'Club or athlete', 'Verein oder Sportler'),
        flag('signed', 'Signed', 'Signiert'),
      ],
    },
  ],
};
