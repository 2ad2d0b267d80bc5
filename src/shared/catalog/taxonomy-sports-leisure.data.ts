import type { TaxonomyNode } from './taxonomy.data';
import {
  brandField,
  colourField,
  flag,
  frameSizeField,
  numberField,
  option,
  select,
  sizeField,
  sizeSets,
  textField,
  wheelSizeField,
} from './taxonomy-fields.data';

const adultWheels = ['26', '27.5', '28', '29'];

const frameMaterialField = () =>
  select('frameMaterial', 'Frame material', 'Rahmenmaterial', [
    option('aluminium', 'Aluminium'),
    option('steel', 'Steel', 'Stahl'),
    option('carbon', 'Carbon'),
    option('titanium', 'Titanium', 'Titan'),
  ]);

export const sportsLeisureTaxonomy: TaxonomyNode = {
  id: 'sports-leisure',
  name: { en: 'Sports & leisure', de: 'Sport & Freizeit' },
  icon: 'sport',
  fields: [brandField(), colourField()],
  children: [
    {
      id: 'sports-leisure-bicycles',
      name: { en: 'Bicycles', de: 'Fahrräder' },
      icon: 'bike',
      fields: [
        numberField('gears', 'Gears', 'Gänge'),
        frameMaterialField(),
        textField('frameNumber', 'Frame number', 'Rahmennummer'),
      ],
      children: [
        {
          id: 'sports-leisure-bicycles-city',
          name: { en: 'City & trekking bikes', de: 'City- & Trekkingräder' },
          icon: 'bike',
          fields: [frameSizeField(), wheelSizeField(adultWheels)],
        },
        {
          id: 'sports-leisure-bicycles-road',
          name: { en: 'Road & gravel bikes', de: 'Rennräder & Gravelbikes' },
          icon: 'bike',
          fields: [frameSizeField(), wheelSizeField(['28'])],
        },
        {
          id: 'sports-leisure-bicycles-mountain',
          name: { en: 'Mountain bikes', de: 'Mountainbikes' },
          icon: 'bike',
          fields: [frameSizeField(), wheelSizeField(adultWheels)],
        },
        {
          id: 'sports-leisure-bicycles-ebikes',
          name: { en: 'E-bikes', de: 'E-Bikes' },
          icon: 'bike',
          fields: [
            frameSizeField(),
            wheelSizeField(adultWheels),
            textField('motor', 'Motor', 'Motor'),
            numberField('batteryWh', 'Battery capacity', 'Akkukapazität', 'Wh'),
          ],
        },
        {
          id: 'sports-leisure-bicycles-kids',
          name: { en: "Kids' bikes", de: 'Kinderfahrräder' },
          icon: 'bike',
          fields: [wheelSizeField(['12', '14', '16', '18', '20', '24'])],
        },
      ],
    },
    {
      id: 'sports-leisure-fitness',
      name: { en: 'Fitness', de: 'Fitness' },
      icon: 'dumbbell',
      fields: [numberField('weightKg', 'Weight', 'Gewicht', 'kg')],
    },
    {
      id: 'sports-leisure-outdoor',
      name: { en: 'Camping & outdoor', de: 'Camping & Outdoor' },
      icon: 'tent',
      fields: [numberField('persons', 'Persons', 'Personen')],
    },
    {
      id: 'sports-leisure-winter',
      name: { en: 'Winter sports', de: 'Wintersport' },
      icon: 'ski',
      fields: [numberField('lengthCm', 'Length', 'Länge', 'cm'), sizeField(sizeSets.shoes, false)],
    },
    {
      id: 'sports-leisure-ball-sports',
      name: { en: 'Ball & racket sports', de: 'Ballsport & Schläger' },
      icon: 'football',
      fields: [sizeField(sizeSets.adultLetters, false)],
    },
    {
      id: 'sports-leisure-water',
      name: { en: 'Water sports', de: 'Wassersport' },
      icon: 'wave',
      fields: [
        numberField('lengthCm', 'Length', 'Länge', 'cm'),
        flag('inflatable', 'Inflatable', 'Aufblasbar'),
      ],
    },
  ],
};
