import type { ColourValue } from '@shared/catalog/colours.data';
import type { ListingTemplate } from './listing-template.types';
import { type Bi, decimal, say, tagList } from './listing-template-helpers';

interface Finish {
  name: Bi;
  value: ColourValue;
}

const finish = (de: string, en: string, value: ColourValue): Finish => ({ name: [de, en], value });

const phones = [
  {
    brand: 'Apple',
    model: 'iPhone 13',
    name: 'iPhone 13',
    storage: ['128', '256'],
    price: [330, 430],
    connectivity: ['5g', 'wifi', 'bluetooth', 'nfc', 'lightning'],
    finishes: [
      finish('Mitternacht', 'midnight', 'black'),
      finish('Polarstern', 'starlight', 'white'),
      finish('Blau', 'blue', 'blue'),
      finish('Rosé', 'pink', 'pink'),
    ],
  },
  {
    brand: 'Apple',
    model: 'iPhone 14 Pro',
    name: 'iPhone 14 Pro',
    storage: ['128', '256', '512'],
    price: [560, 720],
    connectivity: ['5g', 'wifi', 'bluetooth', 'nfc', 'lightning'],
    finishes: [
      finish('Space Schwarz', 'space black', 'black'),
      finish('Dunkellila', 'deep purple', 'purple'),
      finish('Gold', 'gold', 'gold'),
      finish('Silber', 'silver', 'silver'),
    ],
  },
  {
    brand: 'Apple',
    model: 'iPhone SE (2022)',
    name: 'iPhone SE (2022)',
    storage: ['64', '128'],
    price: [170, 240],
    connectivity: ['5g', 'wifi', 'bluetooth', 'nfc', 'lightning'],
    finishes: [
      finish('Mitternacht', 'midnight', 'black'),
      finish('Polarstern', 'starlight', 'white'),
      finish('(PRODUCT)RED', '(PRODUCT)RED', 'red'),
    ],
  },
  {
    brand: 'Samsung',
    model: 'Galaxy S22',
    name: 'Samsung Galaxy S22',
    storage: ['128', '256'],
    price: [260, 360],
    connectivity: ['5g', 'wifi', 'bluetooth', 'nfc', 'usb-c'],
    finishes: [
      finish('Phantom Black', 'phantom black', 'black'),
      finish('Green', 'green', 'green'),
      finish('Pink Gold', 'pink gold', 'pink'),
    ],
  },
  {
    brand: 'Google',
    model: 'Pixel 7a',
    name: 'Google Pixel 7a',
    storage: ['128'],
    price: [220, 290],
    connectivity: ['5g', 'wifi', 'bluetooth', 'nfc', 'usb-c'],
    finishes: [
      finish('Charcoal', 'charcoal', 'black'),
      finish('Sea', 'sea blue', 'blue'),
      finish('Snow', 'snow', 'white'),
    ],
  },
  {
    brand: 'Fairphone',
    model: '4',
    name: 'Fairphone 4',
    storage: ['128', '256'],
    price: [230, 310],
    connectivity: ['5g', 'wifi', 'bluetooth', 'nfc', 'usb-c'],
    finishes: [finish('Grau', 'grey', 'grey'), finish('Grün', 'green', 'green')],
  },
] as const;

export const electronicsPhoneTemplates: ListingTemplate[] = [
  {
    categoryId: 'electronics-phones-smartphones',
    art: 'phone',
    parcel: 'small',
    weight: 3,
    refurbishable: true,
    build(c) {
      const phone = c.pick(phones);
      const storage = c.pick(phone.storage);
      const paint = c.pick<Finish>(phone.finishes);
      const colour = c.colour([paint.value]);
      const battery = c.condition === 'fair' ? c.int(78, 85) : c.condition === 'new' ? 100 : c.int(84, 97);
      const withBox = c.chance(0.5);
      return {
        title: c.t(
          `${phone.name} ${storage} GB, ${say(c, paint.name)}, Akku ${battery} %`,
          `${phone.name} ${storage} GB, ${say(c, paint.name)}, battery ${battery}%`,
        ),
        about: [
          c.t(
            `${phone.name} mit ${storage} GB, ohne SIM-Lock und auf Werkseinstellungen zurückgesetzt.`,
            `${phone.name} with ${storage} GB, unlocked and reset to factory settings.`,
          ),
          c.t(
            'Seit dem ersten Tag mit Hülle und Panzerglas benutzt.',
            'Used with a case and a glass screen protector from day one.',
          ),
        ],
        extra: withBox
          ? c.t('Originalkarton und Ladekabel sind dabei.', 'Original box and charging cable included.')
          : c.t('Ohne Karton, Ladekabel lege ich dazu.', 'No box, but I add a charging cable.'),
        features: [
          c.t(`Akkukapazität ${battery} %`, `Battery health ${battery}%`),
          c.t('Ohne SIM-Lock', 'Unlocked, no SIM lock'),
          c.t('iCloud/Google-Konto abgemeldet', 'Signed out of iCloud/Google'),
          ...(withBox ? [c.t('Originalverpackung', 'Original box')] : []),
        ],
        tags: tagList(
          phone.brand,
          phone.name,
          'smartphone',
          `${storage}gb`,
          phone.brand === 'Apple' ? 'iphone' : 'android',
        ),
        attributes: {
          brand: phone.brand,
          model: phone.model,
          colour: colour.value,
          storageGb: storage,
          batteryHealthPercent: battery,
          connectivity: [...phone.connectivity],
          simLockFree: true,
        },
        basePrice: c.between(phone.price),
        subject: c.t(
          `Smartphone ${phone.name} in ${paint.name[0]}`,
          `${phone.name} smartphone in ${paint.name[1]}`,
        ),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-phones-smartwatches',
    art: 'smartwatch',
    parcel: 'small',
    refurbishable: true,
    build(c) {
      const watch = c.pick([
        {
          brand: 'Apple',
          model: 'Apple Watch Series 7',
          size: 45,
          price: [170, 230],
          connectivity: ['bluetooth', 'wifi', 'nfc'],
        },
        {
          brand: 'Apple',
          model: 'Apple Watch SE',
          size: 40,
          price: [110, 150],
          connectivity: ['bluetooth', 'wifi', 'nfc'],
        },
        {
          brand: 'Garmin',
          model: 'Forerunner 255',
          size: 46,
          price: [150, 200],
          connectivity: ['bluetooth', 'wifi', 'nfc'],
        },
        { brand: 'Fitbit', model: 'Charge 5', size: 37, price: [50, 80], connectivity: ['bluetooth', 'nfc'] },
      ] as const);
      const colour = c.colour(['black', 'silver', 'pink', 'blue', 'white']);
      return {
        title: `${watch.model} ${watch.size} mm, ${colour.name}`,
        about: [
          c.t(
            'Display ohne Kratzer, der Akku hält problemlos zwei Tage.',
            'The display has no scratches and the battery easily lasts two days.',
          ),
        ],
        extra: c.t(
          'Originalarmband plus ein zweites Sportarmband.',
          'Original strap plus a second sport band.',
        ),
        features: [
          c.t(`Gehäuse ${watch.size} mm`, `${watch.size} mm case`),
          c.t('Ladekabel dabei', 'Charger included'),
          c.t('Vom Konto entkoppelt', 'Unpaired from my account'),
        ],
        tags: tagList(watch.brand, 'smartwatch', watch.model.split(' ').at(-1), 'fitness'),
        attributes: {
          brand: watch.brand,
          model: watch.model,
          colour: colour.value,
          caseSizeMm: watch.size,
          connectivity: [...watch.connectivity],
        },
        basePrice: c.between(watch.price),
        subject: c.t(`Smartwatch ${watch.model} in ${colour.label}`, `${colour.name} ${watch.model}`),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-computers-tablets',
    art: 'tablet',
    parcel: 'small',
    refurbishable: true,
    build(c) {
      const tablet = c.pick([
        {
          brand: 'Apple',
          model: 'iPad 9. Generation',
          modelEn: 'iPad (9th generation)',
          screen: 10.2,
          storage: '64',
          price: [190, 250],
          connectivity: ['wifi', 'bluetooth', 'lightning'],
        },
        {
          brand: 'Apple',
          model: 'iPad Air 5',
          modelEn: 'iPad Air 5',
          screen: 10.9,
          storage: '64',
          price: [380, 470],
          connectivity: ['wifi', 'bluetooth', 'usb-c'],
        },
        {
          brand: 'Samsung',
          model: 'Galaxy Tab S7',
          modelEn: 'Galaxy Tab S7',
          screen: 11,
          storage: '128',
          price: [250, 330],
          connectivity: ['wifi', 'bluetooth', 'usb-c'],
        },
        {
          brand: 'Amazon',
          model: 'Kindle Paperwhite',
          modelEn: 'Kindle Paperwhite',
          screen: 6.8,
          storage: '32',
          price: [70, 110],
          connectivity: ['wifi', 'usb-c'],
        },
      ] as const);
      const colour = c.colour(['grey', 'silver', 'blue', 'black']);
      return {
        title: c.t(
          `${tablet.model}, ${tablet.storage} GB, WLAN`,
          `${tablet.modelEn}, ${tablet.storage} GB, Wi-Fi`,
        ),
        about: [
          c.t(
            `Zurückgesetzt und von meinem Konto abgemeldet, Display ohne Kratzer dank Schutzfolie.`,
            `Reset and removed from my account; no scratches on the screen thanks to a protector.`,
          ),
        ],
        extra: c.t('Eine passende Hülle gebe ich kostenlos dazu.', 'I will add a matching cover for free.'),
        features: [
          c.t(`${decimal(c, tablet.screen)} Zoll`, `${tablet.screen} inch`),
          `${tablet.storage} GB`,
          c.t('Hülle inklusive', 'Cover included'),
        ],
        tags: tagList(
          tablet.brand,
          tablet.model.split(' ')[0],
          'tablet',
          tablet.brand === 'Amazon' ? 'e-reader' : undefined,
        ),
        attributes: {
          brand: tablet.brand,
          model: tablet.modelEn,
          colour: colour.value,
          screenSizeInch: tablet.screen,
          storageGb: tablet.storage,
          connectivity: [...tablet.connectivity],
        },
        basePrice: c.between(tablet.price),
        subject: c.t(`Tablet ${tablet.model} in ${colour.label}`, `${colour.name} ${tablet.modelEn}`),
        hex: colour.hex,
      };
    },
  },
];
