import type { TaxonomyNode } from './taxonomy.data';
import {
  brandField,
  colourField,
  numberField,
  option,
  select,
  sizeField,
  sizeSets,
  textField,
} from './taxonomy-fields.data';

export const vehiclePartsTaxonomy: TaxonomyNode = {
  id: 'vehicle-parts',
  name: { en: 'Vehicle parts & accessories', de: 'Fahrzeugteile & Zubehör' },
  icon: 'car',
  fields: [brandField(), textField('compatibleWith', 'Fits', 'Passend für')],
  children: [
    {
      id: 'vehicle-parts-bike-parts',
      name: { en: 'Bicycle parts', de: 'Fahrradteile' },
      icon: 'gear',
      fields: [
        select('partType', 'Part', 'Bauteil', [
          option('wheels', 'Wheels', 'Laufräder'),
          option('drivetrain', 'Drivetrain', 'Antrieb & Schaltung'),
          option('brakes', 'Brakes', 'Bremsen'),
          option('saddle', 'Saddle & seatpost', 'Sattel & Sattelstütze'),
          option('cockpit', 'Handlebar & stem', 'Lenker & Vorbau'),
          option('suspension', 'Suspension', 'Federung'),
        ]),
      ],
    },
    {
      id: 'vehicle-parts-bike-accessories',
      name: { en: 'Bicycle accessories', de: 'Fahrradzubehör' },
      icon: 'helmet',
      fields: [colourField(), sizeField(sizeSets.adultLetters, false)],
    },
    {
      id: 'vehicle-parts-car-accessories',
      name: { en: 'Car accessories', de: 'Autozubehör' },
      icon: 'car',
      fields: [
        colourField(['black', 'grey', 'silver', 'white']),
        numberField('volumeLitres', 'Volume', 'Volumen', 'l'),
      ],
    },
    {
      id: 'vehicle-parts-tyres',
      name: { en: 'Tyres & wheels', de: 'Reifen & Felgen' },
      icon: 'tyre',
      fields: [
        textField('tyreSize', 'Tyre size', 'Reifengröße', true),
        select('season', 'Season', 'Saison', [
          option('summer', 'Summer', 'Sommer'),
          option('winter', 'Winter'),
          option('all-season', 'All-season', 'Ganzjahr'),
        ]),
        numberField('treadDepthMm', 'Tread depth', 'Profiltiefe', 'mm'),
        select('withRims', 'Rims', 'Felgen', [
          option('none', 'Tyres only', 'Nur Reifen'),
          option('steel', 'On steel rims', 'Auf Stahlfelgen'),
          option('alloy', 'On alloy rims', 'Auf Alufelgen'),
        ]),
      ],
    },
    {
      id: 'vehicle-parts-motorcycle-gear',
      name: { en: 'Motorcycle gear', de: 'Motorradbekleidung & Helme' },
      icon: 'helmet',
      fields: [colourField(), sizeField(sizeSets.adultLetters)],
    },
  ],
};
