import type { ListingTemplate } from './listing-template.types';
import { say, tagList } from './listing-template-helpers';

export const electronicsApplianceTemplates: ListingTemplate[] = [
  {
    categoryId: 'electronics-tv',
    art: 'tv',
    parcel: 'bulky',
    weight: 2,
    build(c) {
      const tv = c.pick([
        { brand: 'LG', model: 'OLED55C17LB', size: 55, resolution: '4k', price: [520, 680] },
        { brand: 'Samsung', model: 'GU50AU7179', size: 50, resolution: '4k', price: [230, 300] },
        { brand: 'Sony', model: 'KD-43X80J', size: 43, resolution: '4k', price: [260, 340] },
        {
          brand: 'Philips',
          model: '32PFS6805 Ambilight',
          size: 32,
          resolution: 'full-hd',
          price: [100, 150],
        },
      ] as const);
      return {
        title: c.t(
          `${tv.brand} ${tv.size} Zoll Fernseher ${tv.model}`,
          `${tv.brand} ${tv.size}" TV ${tv.model}`,
        ),
        about: [
          c.t(
            'Bild ohne Pixelfehler oder Einbrenner, Smart-TV-Apps laufen flüssig.',
            'No dead pixels or burn-in, smart TV apps run smoothly.',
          ),
          c.t(
            'Wir haben uns ein größeres Gerät gegönnt, deshalb muss er gehen.',
            'We treated ourselves to a bigger one, so this has to go.',
          ),
        ],
        extra: c.t(
          'Fernbedienung und Standfuß sind dabei, Wandhalterung auf Wunsch.',
          'Remote and stand included; wall mount on request.',
        ),
        features: [
          c.t(`${tv.size} Zoll`, `${tv.size} inch`),
          tv.resolution === '4k' ? '4K UHD, HDR' : 'Full HD',
          c.t('Fernbedienung dabei', 'Remote included'),
        ],
        tags: tagList(
          tv.brand,
          c.t('fernseher', 'tv'),
          'smart tv',
          tv.resolution === '4k' ? '4k' : 'full hd',
        ),
        attributes: {
          brand: tv.brand,
          model: tv.model,
          colour: 'black',
          screenSizeInch: tv.size,
          resolution: tv.resolution,
          connectivity: ['hdmi', 'wifi', 'ethernet', 'usb-a'],
        },
        basePrice: c.between(tv.price),
        subject: c.t(`Fernseher ${tv.size} Zoll`, `${tv.size}-inch television`),
        hex: '#25272c',
      };
    },
  },
  {
    categoryId: 'electronics-appliances-coffee',
    art: 'coffee-machine',
    parcel: 'medium',
    weight: 2,
    refurbishable: true,
    build(c) {
      const machine = c.pick([
        {
          brand: 'De’Longhi',
          model: 'Magnifica S Kaffeevollautomat',
          modelEn: 'Magnifica S bean-to-cup machine',
          watts: 1450,
          price: [150, 210],
        },
        {
          brand: 'Sage',
          model: 'Barista Express Siebträgermaschine',
          modelEn: 'Barista Express espresso machine',
          watts: 1700,
          price: [300, 390],
        },
        { brand: 'Nespresso', model: 'Vertuo Next', modelEn: 'Vertuo Next', watts: 1500, price: [45, 70] },
        {
          brand: 'Jura',
          model: 'E6 Kaffeevollautomat',
          modelEn: 'E6 bean-to-cup machine',
          watts: 1450,
          price: [420, 560],
        },
        {
          brand: 'Bialetti',
          model: 'Moka Express, 6 Tassen',
          modelEn: 'Moka Express, 6 cups',
          watts: 0,
          price: [15, 25],
        },
      ] as const);
      const brand = machine.brand;
      const colour = c.colour(['black', 'silver', 'red', 'white']);
      const descaled = c.chance(0.7);
      return {
        title: `${brand} ${c.t(machine.model, machine.modelEn)}, ${colour.name}`,
        about: [
          c.t(
            'Macht zuverlässig leckeren Kaffee, wurde regelmäßig gereinigt und entkalkt.',
            'Reliably makes great coffee and has been cleaned and descaled regularly.',
          ),
        ],
        extra: descaled
          ? c.t(
              'Vor dem Verkauf frisch entkalkt, gern Probebrühen bei Abholung.',
              'Freshly descaled; happy to brew a test cup when you collect.',
            )
          : undefined,
        features: [
          c.t('Regelmäßig entkalkt', 'Regularly descaled'),
          c.t('Bedienungsanleitung dabei', 'Manual included'),
          ...(machine.watts > 0
            ? [`${machine.watts} W`]
            : [c.t('Für Gas- und Elektroherd', 'For gas and electric hobs')]),
        ],
        tags: tagList(
          brand,
          c.t('kaffeemaschine', 'coffee machine'),
          c.t('kaffee', 'coffee'),
          machine.model.includes('Vollautomat') && 'vollautomat',
        ),
        attributes: {
          brand,
          model: machine.modelEn,
          colour: colour.value,
          ...(machine.watts > 0 ? { powerWatts: machine.watts } : {}),
        },
        basePrice: c.between(machine.price),
        subject: c.t(`Kaffeemaschine in ${colour.label}`, `${colour.name} coffee machine`),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-appliances-kitchen',
    mayBeNew: true,
    art: 'stand-mixer',
    parcel: 'medium',
    build(c) {
      const device = c.pick([
        {
          brand: 'KitchenAid',
          name: ['Artisan Küchenmaschine 4,8 l', 'Artisan stand mixer 4.8 l'],
          watts: 300,
          price: [260, 340],
        },
        { brand: 'Bosch', name: ['MUM5 Küchenmaschine', 'MUM5 stand mixer'], watts: 900, price: [110, 160] },
        {
          brand: 'Kenwood',
          name: ['Chef XL Küchenmaschine', 'Chef XL stand mixer'],
          watts: 1200,
          price: [160, 220],
        },
      ] as const);
      const colour = c.colour(['red', 'white', 'silver', 'blue', 'black']);
      return {
        title: `${device.brand} ${say(c, device.name)}, ${colour.name}`,
        about: [
          c.t(
            'Knetet auch schweren Brotteig problemlos, alle Aufsätze vollständig.',
            'Kneads even heavy bread dough with ease; all attachments are included.',
          ),
        ],
        extra: c.t('Wird seit dem Umzug kaum noch genutzt.', 'Barely used since we moved.'),
        features: [
          `${device.watts} W`,
          c.t('Knethaken, Schneebesen, Flachrührer', 'Dough hook, whisk, flat beater'),
          c.t('Rührschüssel aus Edelstahl', 'Stainless steel bowl'),
        ],
        tags: tagList(device.brand, c.t('küchenmaschine', 'stand mixer'), c.t('backen', 'baking')),
        attributes: { brand: device.brand, colour: colour.value, powerWatts: device.watts },
        basePrice: c.between(device.price),
        subject: c.t(`Küchenmaschine in ${colour.label}`, `${colour.name} stand mixer`),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-appliances-cleaning',
    art: 'vacuum',
    parcel: 'medium',
    refurbishable: true,
    build(c) {
      const vacuum = c.pick([
        { brand: 'Dyson', model: 'V11 Absolute', cordless: true, watts: 545, price: [220, 300] },
        { brand: 'Miele', model: 'Complete C3 Silence', cordless: false, watts: 890, price: [110, 160] },
        {
          brand: 'Kärcher',
          model: 'WD 3 Nass-/Trockensauger',
          cordless: false,
          watts: 1000,
          price: [50, 75],
        },
        { brand: 'Vorwerk', model: 'Kobold VK200', cordless: false, watts: 750, price: [230, 320] },
      ] as const);
      const colour = c.colour(['purple', 'grey', 'red', 'yellow', 'silver']);
      return {
        title: c.t(`${vacuum.brand} ${vacuum.model}`, `${vacuum.brand} ${vacuum.model} vacuum`),
        about: [
          c.t(
            'Saugt kräftig wie am ersten Tag, Filter wurde vor kurzem gewechselt.',
            'Suction as strong as on day one; the filter was replaced recently.',
          ),
        ],
        extra: c.t('Alle Düsen und Aufsätze sind dabei.', 'All nozzles and attachments are included.'),
        features: [
          vacuum.cordless ? c.t('Kabellos mit Akku', 'Cordless, battery powered') : `${vacuum.watts} W`,
          c.t('Neuer Filter', 'New filter'),
          c.t('Alle Aufsätze', 'All attachments'),
        ],
        tags: tagList(
          vacuum.brand,
          c.t('staubsauger', 'vacuum'),
          vacuum.cordless && c.t('akkusauger', 'cordless'),
        ),
        attributes: {
          brand: vacuum.brand,
          model: vacuum.model,
          colour: colour.value,
          powerWatts: vacuum.watts,
          cordless: vacuum.cordless,
        },
        basePrice: c.between(vacuum.price),
        subject: c.t(`Staubsauger in ${colour.label}`, `${colour.name} vacuum cleaner`),
        hex: colour.hex,
      };
    },
  },
];
