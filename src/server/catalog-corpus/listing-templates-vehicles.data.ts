import type { ListingTemplate, TemplateContext } from './listing-template.types';
import { colouredSubject, tagList } from './listing-template-helpers';

/** The year the ages below are counted from; fixed so the demo data never drifts with the clock. */
const REFERENCE_YEAR = 2025;

const thousands = (c: TemplateContext, value: number) =>
  value.toLocaleString(c.lang === 'de' ? 'de-DE' : 'en-GB');

/** Mileage as sellers round it: to the thousand, at least the given minimum. */
const mileageFor = (c: TemplateContext, age: number, perYear: readonly [number, number], min: number) =>
  Math.max(min, Math.round((Math.max(1, age) * c.between(perYear)) / 1000) * 1000);

/**
 * A used-market price: the price of the newest year in the range, less a share per year of age and
 * per 10,000 km above the usual mileage for that age; never below the floor a running vehicle fetches.
 */
function usedPrice(
  newest: number,
  age: number,
  newestAge: number,
  yearly: number,
  extraKm: number,
  per10k: number,
  floor: number,
) {
  const byAge = newest * (1 - yearly) ** (age - newestAge);
  const byMileage = byAge * (1 - Math.max(0, extraKm / 10_000) * per10k);
  return Math.max(floor, Math.round(byMileage / 50) * 50);
}

export const vehicleTemplates: ListingTemplate[] = [
  {
    categoryId: 'vehicles-cars',
    art: 'car',
    parcel: 'bulky',
    pickupOnly: true,
    weight: 2,
    build(c) {
      const car = c.pick([
        {
          brand: 'VW',
          model: 'Golf VII 1.4 TSI',
          years: [2013, 2019],
          kw: 92,
          fuel: 'petrol',
          price: 14_000,
        },
        { brand: 'VW', model: 'Golf VI 1.6 TDI', years: [2009, 2012], kw: 77, fuel: 'diesel', price: 6_500 },
        { brand: 'VW', model: 'Polo 1.2 TSI', years: [2010, 2017], kw: 66, fuel: 'petrol', price: 10_500 },
        { brand: 'Opel', model: 'Corsa E 1.4', years: [2015, 2019], kw: 66, fuel: 'petrol', price: 9_500 },
        { brand: 'Opel', model: 'Astra J 1.6', years: [2010, 2015], kw: 85, fuel: 'petrol', price: 7_000 },
        {
          brand: 'Ford',
          model: 'Fiesta 1.0 EcoBoost',
          years: [2013, 2018],
          kw: 74,
          fuel: 'petrol',
          price: 9_500,
        },
        { brand: 'BMW', model: '116i', years: [2011, 2016], kw: 100, fuel: 'petrol', price: 12_500 },
        { brand: 'BMW', model: '118d', years: [2012, 2017], kw: 105, fuel: 'diesel', price: 14_500 },
        {
          brand: 'Skoda',
          model: 'Fabia 1.0 TSI',
          years: [2015, 2019],
          kw: 70,
          fuel: 'petrol',
          price: 10_000,
        },
      ] as const);
      const year = c.between(car.years);
      const age = REFERENCE_YEAR - year;
      const km = mileageFor(c, age, [9_000, 16_000], 15_000);
      const gearbox = c.chance(0.8) ? 'manual' : 'automatic';
      const colour = c.colour(['black', 'white', 'silver', 'grey', 'blue', 'red']);
      const tuevMonths = c.int(6, 24);
      const name = `${car.brand} ${car.model}`;
      return {
        title: c.t(
          `${name}, EZ ${year}, ${thousands(c, km)} km, ${car.kw} kW`,
          `${name}, ${year}, ${thousands(c, km)} km, ${car.kw} kW`,
        ),
        about: [
          c.t(
            `Verkaufe meinen ${name} aus ${year} in ${colour.label}, ${thousands(c, km)} km gelaufen, ${gearbox === 'manual' ? 'Schaltgetriebe' : 'Automatik'}.`,
            `Selling my ${year} ${name} in ${colour.name}, ${thousands(c, km)} km on the clock, ${gearbox === 'manual' ? 'manual gearbox' : 'automatic'}.`,
          ),
          c.t(
            `TÜV noch ${tuevMonths} Monate, Inspektion regelmäßig gemacht, Nichtraucherfahrzeug.`,
            `MOT (TÜV) valid for another ${tuevMonths} months, serviced regularly, non-smoker car.`,
          ),
        ],
        extra: c.t(
          'Sommer- und Winterreifen auf Felgen sind dabei. Probefahrt nach Absprache.',
          'Comes with summer and winter tyres on rims. Test drive by arrangement.',
        ),
        features: [
          c.t(`Erstzulassung ${year}`, `First registered ${year}`),
          c.t(`${thousands(c, km)} km`, `${thousands(c, km)} km`),
          c.t(`TÜV ${tuevMonths} Monate`, `TÜV ${tuevMonths} months`),
          c.t('Scheckheftgepflegt', 'Full service history'),
        ],
        tags: tagList(
          car.brand,
          car.model.split(' ')[0],
          c.t('auto', 'car'),
          c.t('gebrauchtwagen', 'used car'),
        ),
        attributes: {
          brand: car.brand,
          colour: colour.value,
          model: car.model,
          firstRegistrationYear: year,
          mileageKm: km,
          powerKw: car.kw,
          fuel: car.fuel,
          gearbox,
        },
        basePrice: usedPrice(
          car.price,
          age,
          REFERENCE_YEAR - car.years[1],
          0.09,
          km - age * 12_000,
          0.03,
          2_000,
        ),
        subject: colouredSubject(c, [name, name], colour),
        hex: colour.hex,
        usedOnly: true,
      };
    },
  },
  {
    categoryId: 'vehicles-motorcycles',
    art: 'motorbike',
    parcel: 'bulky',
    pickupOnly: true,
    weight: 2,
    build(c) {
      const bike = c.pick([
        { brand: 'Yamaha', model: 'MT-07', years: [2015, 2021], kw: 55, cc: 689, price: 6_200 },
        { brand: 'Honda', model: 'CB500F', years: [2014, 2020], kw: 35, cc: 471, price: 5_000 },
        { brand: 'KTM', model: '390 Duke', years: [2015, 2021], kw: 32, cc: 373, price: 4_500 },
        { brand: 'Kawasaki', model: 'Z650', years: [2017, 2021], kw: 50, cc: 649, price: 6_000 },
        { brand: 'Suzuki', model: 'SV650', years: [2016, 2021], kw: 56, cc: 645, price: 5_800 },
      ] as const);
      const year = c.between(bike.years);
      const age = REFERENCE_YEAR - year;
      const km = mileageFor(c, age, [2_000, 5_000], 4_000);
      const colour = c.colour(['black', 'grey', 'blue', 'orange', 'green', 'white']);
      const a2 = bike.kw <= 35;
      const name = `${bike.brand} ${bike.model}`;
      return {
        title: c.t(
          `${name}, EZ ${year}, ${thousands(c, km)} km${a2 ? ', A2' : ''}`,
          `${name}, ${year}, ${thousands(c, km)} km${a2 ? ', A2 licence' : ''}`,
        ),
        about: [
          c.t(
            `Verkaufe meine ${name} aus ${year} in ${colour.label}, ${thousands(c, km)} km, ${bike.kw} kW, nie gelegt.`,
            `Selling my ${year} ${name} in ${colour.name}, ${thousands(c, km)} km, ${bike.kw} kW, never dropped.`,
          ),
          c.t(
            'Immer in der Garage überwintert, Kette und Reifen vor der Saison neu gemacht.',
            'Always kept in a garage over winter; chain and tyres renewed before the season.',
          ),
        ],
        extra: a2
          ? c.t('Ideal für den A2-Führerschein.', 'Ideal for an A2 licence.')
          : c.t('Drosselung auf 35 kW für A2 ist möglich.', 'Can be restricted to 35 kW for an A2 licence.'),
        features: [
          c.t(`Erstzulassung ${year}`, `First registered ${year}`),
          `${thousands(c, km)} km`,
          `${bike.cc} cm³, ${bike.kw} kW`,
          c.t('TÜV neu', 'Fresh TÜV inspection'),
        ],
        tags: tagList(bike.brand, bike.model, c.t('motorrad', 'motorbike'), c.t('naked bike', 'naked bike')),
        attributes: {
          brand: bike.brand,
          colour: colour.value,
          model: bike.model,
          firstRegistrationYear: year,
          mileageKm: km,
          powerKw: bike.kw,
          engineCc: bike.cc,
        },
        basePrice: usedPrice(
          bike.price,
          age,
          REFERENCE_YEAR - bike.years[1],
          0.06,
          km - age * 3_500,
          0.04,
          2_500,
        ),
        subject: colouredSubject(c, [`Motorrad ${name}`, `${name} motorbike`], colour),
        hex: colour.hex,
        usedOnly: true,
      };
    },
  },
  {
    categoryId: 'vehicles-scooters',
    art: 'scooter',
    parcel: 'bulky',
    pickupOnly: true,
    weight: 1.5,
    build(c) {
      const scooter = c.pick([
        { brand: 'Vespa', model: 'Primavera 50', years: [2014, 2022], kw: 2.4, price: 2_300, classic: false },
        { brand: 'Piaggio', model: 'Zip 50', years: [2008, 2018], kw: 2.7, price: 900, classic: false },
        { brand: 'Peugeot', model: 'Kisbee 50', years: [2012, 2020], kw: 2.4, price: 850, classic: false },
        { brand: 'Simson', model: 'S51', years: [1980, 1990], kw: 2.7, price: 2_100, classic: true },
      ] as const);
      const year = c.between(scooter.years);
      const age = REFERENCE_YEAR - year;
      const km = scooter.classic ? c.int(8, 30) * 1000 : mileageFor(c, age, [800, 2_000], 1_000);
      const colour = c.colour(
        scooter.classic
          ? ['blue', 'red', 'green', 'light-blue']
          : ['white', 'black', 'red', 'light-blue', 'grey'],
      );
      const name = `${scooter.brand} ${scooter.model}`;
      return {
        title: c.t(
          `${name}, ${year}, ${thousands(c, km)} km, ${scooter.classic ? 60 : 45} km/h`,
          `${name} moped, ${year}, ${thousands(c, km)} km`,
        ),
        about: [
          scooter.classic
            ? c.t(
                `Simson S51 aus ${year} mit DDR-Papieren, 60 km/h Zulassung, springt gut an.`,
                `Simson S51 from ${year} with original East German papers, registered for 60 km/h, starts easily.`,
              )
            : c.t(
                `Verkaufe meinen ${name} aus ${year} in ${colour.label}, ${thousands(c, km)} km, läuft zuverlässig.`,
                `Selling my ${year} ${name} in ${colour.name}, ${thousands(c, km)} km, runs reliably.`,
              ),
          c.t(
            'Fahren mit Autoführerschein (AM) möglich, Versicherungskennzeichen für dieses Jahr ist noch dran.',
            'Can be ridden with a car licence (AM); this year’s insurance plate is still on.',
          ),
        ],
        extra: c.t('Zwei Schlüssel und Helmfach vorhanden.', 'Two keys and a helmet compartment.'),
        features: [
          c.t(`Baujahr ${year}`, `Built ${year}`),
          `${thousands(c, km)} km`,
          c.t('50 cm³, Benzin', '50 cc, petrol'),
          c.t('Versicherungskennzeichen dabei', 'Insurance plate included'),
        ],
        tags: tagList(
          scooter.brand,
          scooter.model,
          scooter.classic ? c.t('moped', 'moped') : c.t('motorroller', 'scooter'),
          c.t('50ccm', '50cc'),
        ),
        attributes: {
          brand: scooter.brand,
          colour: colour.value,
          model: scooter.model,
          firstRegistrationYear: year,
          mileageKm: km,
          powerKw: scooter.kw,
          engineCc: 50,
          fuel: 'petrol',
        },
        basePrice: scooter.classic
          ? c.int(1_500, 2_300)
          : usedPrice(scooter.price, age, REFERENCE_YEAR - scooter.years[1], 0.1, 0, 0, 600),
        subject: colouredSubject(c, [`Motorroller ${name}`, `${name} scooter`], colour),
        hex: colour.hex,
        usedOnly: true,
      };
    },
  },
  {
    categoryId: 'vehicles-e-scooters',
    art: 'e-scooter',
    parcel: 'medium',
    weight: 1.5,
    build(c) {
      const scooter = c.pick([
        { brand: 'Xiaomi', model: 'Mi Electric Scooter Pro 2', range: 45, price: [230, 330] },
        { brand: 'Xiaomi', model: 'Mi Electric Scooter 1S', range: 30, price: [150, 230] },
        { brand: 'Segway', model: 'Ninebot Max G30D', range: 65, price: [300, 450] },
        { brand: 'Segway', model: 'Ninebot E25D', range: 25, price: [170, 260] },
      ] as const);
      const ridden = c.int(3, 40) * 100;
      const colour = c.colour(['black', 'grey']);
      const name = `${scooter.brand} ${scooter.model}`;
      return {
        title: c.t(`${name} E-Scooter mit Straßenzulassung`, `${name} e-scooter, road legal`),
        about: [
          c.t(
            `${name}, ${thousands(c, ridden)} km gefahren, Reichweite laut Hersteller ${scooter.range} km, Akku hält noch gut.`,
            `${name}, ridden ${thousands(c, ridden)} km, rated range ${scooter.range} km, battery still holds well.`,
          ),
          c.t(
            'Mit ABE, also für die Straße zugelassen; Ladegerät ist dabei.',
            'Has German road approval (ABE); charger included.',
          ),
        ],
        extra: c.t('Reifen sind pannensicher nachgerüstet.', 'Fitted with puncture-proof tyres.'),
        features: [
          c.t(`Reichweite ${scooter.range} km`, `Range ${scooter.range} km`),
          c.t('20 km/h, mit ABE', '20 km/h, road approval (ABE)'),
          c.t('Klappbar', 'Foldable'),
          c.t('Ladegerät dabei', 'Charger included'),
        ],
        tags: tagList(scooter.brand, c.t('e-scooter', 'e-scooter'), c.t('elektroroller', 'electric scooter')),
        attributes: {
          brand: scooter.brand,
          colour: colour.value,
          model: scooter.model,
          rangeKm: scooter.range,
        },
        basePrice: c.between(scooter.price),
        subject: colouredSubject(c, [`E-Scooter ${name}`, `${name} e-scooter`], colour),
        hex: colour.hex,
        usedOnly: true,
      };
    },
  },
];
