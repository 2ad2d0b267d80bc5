import type { TaxonomyNode } from './taxonomy.data';
import { brandField, colourField, modelField, numberField, option, select } from './taxonomy-fields.data';

const fuelField = () =>
  select('fuel', 'Fuel', 'Kraftstoff', [
    option('petrol', 'Petrol', 'Benzin'),
    option('diesel', 'Diesel'),
    option('electric', 'Electric', 'Elektro'),
    option('hybrid', 'Hybrid'),
    option('lpg', 'LPG / CNG', 'Autogas / Erdgas'),
  ]);

const gearboxField = () =>
  select('gearbox', 'Gearbox', 'Getriebe', [
    option('manual', 'Manual', 'Schaltgetriebe'),
    option('automatic', 'Automatic', 'Automatik'),
  ]);

/** What a buyer of any motor vehicle asks first: make, model, age, mileage and power. */
const vehicleFacts = () => [
  modelField(),
  numberField('firstRegistrationYear', 'First registration (year)', 'Erstzulassung (Jahr)'),
  numberField('mileageKm', 'Mileage', 'Kilometerstand', 'km'),
  numberField('powerKw', 'Power', 'Leistung', 'kW'),
];

/**
 * Cars, motorbikes and scooters: what people sell most on German marketplaces after household
 * goods (issue 15). None of the fields is required, so a draft the AI put here by mistake never
 * blocks publishing on a fact the seller cannot know.
 */
export const vehiclesTaxonomy: TaxonomyNode = {
  id: 'vehicles',
  name: { en: 'Cars & motorbikes', de: 'Auto & Motorrad' },
  icon: 'car',
  fields: [brandField(), colourField()],
  children: [
    {
      id: 'vehicles-cars',
      name: { en: 'Cars', de: 'Autos' },
      icon: 'car',
      fields: [...vehicleFacts(), fuelField(), gearboxField()],
    },
    {
      id: 'vehicles-motorcycles',
      name: { en: 'Motorbikes', de: 'Motorräder' },
      icon: 'motorcycle',
      fields: [...vehicleFacts(), numberField('engineCc', 'Engine size', 'Hubraum', 'cm³')],
    },
    {
      id: 'vehicles-scooters',
      name: { en: 'Scooters & mopeds', de: 'Motorroller & Mofas' },
      icon: 'scooter',
      fields: [...vehicleFacts(), numberField('engineCc', 'Engine size', 'Hubraum', 'cm³'), fuelField()],
    },
    {
      id: 'vehicles-e-scooters',
      name: { en: 'E-scooters', de: 'E-Scooter' },
      icon: 'scooter',
      fields: [modelField(), numberField('rangeKm', 'Range', 'Reichweite', 'km')],
    },
  ],
};
