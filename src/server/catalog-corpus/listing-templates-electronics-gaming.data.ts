import type { ListingTemplate } from './listing-template.types';
import { say, tagList } from './listing-template-helpers';

export const electronicsGamingTemplates: ListingTemplate[] = [
  {
    categoryId: 'electronics-gaming-consoles',
    art: 'console',
    parcel: 'medium',
    weight: 2,
    refurbishable: true,
    build(c) {
      const device = c.pick([
        {
          brand: 'Sony',
          model: 'PlayStation 5 Disc Edition',
          platform: 'ps5',
          storage: '1024',
          price: [330, 410],
          colour: 'white',
        },
        {
          brand: 'Nintendo',
          model: 'Switch OLED',
          platform: 'switch',
          storage: '64',
          price: [220, 270],
          colour: 'white',
        },
        {
          brand: 'Microsoft',
          model: 'Xbox Series S',
          platform: 'xbox-series',
          storage: '512',
          price: [170, 220],
          colour: 'white',
        },
        {
          brand: 'Sony',
          model: 'PlayStation 4 Pro',
          platform: 'ps4',
          storage: '1024',
          price: [140, 190],
          colour: 'black',
        },
      ] as const);
      const controllers = c.int(1, 2);
      const colour = c.colour([device.colour]);
      return {
        title: c.t(
          `${device.model} mit ${controllers} Controller${controllers > 1 ? 'n' : ''}`,
          `${device.model} with ${controllers} controller${controllers > 1 ? 's' : ''}`,
        ),
        about: [
          c.t(
            'Läuft leise und ohne Probleme, wurde nur am Wochenende gespielt.',
            'Runs quietly without any issues, only played on weekends.',
          ),
        ],
        extra: c.t(
          'Alle Kabel sind dabei, auf Wunsch lege ich zwei Spiele für 20 € dazu.',
          'All cables included; I can add two games for €20 extra.',
        ),
        features: [
          c.t(`${controllers} Controller`, `${controllers} controller${controllers > 1 ? 's' : ''}`),
          c.t('HDMI- und Stromkabel', 'HDMI and power cable'),
          c.t('Auf Werkseinstellungen zurückgesetzt', 'Factory reset'),
        ],
        tags: tagList(device.brand, device.model.split(' ')[0], c.t('konsole', 'console'), 'gaming'),
        attributes: {
          brand: device.brand,
          model: device.model,
          colour: colour.value,
          platform: device.platform,
          storageGb: device.storage,
        },
        basePrice: c.between(device.price) + (controllers - 1) * 35,
        subject: c.t(
          `Spielkonsole ${device.model} mit Controller`,
          `${device.model} console with controller`,
        ),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-gaming-games',
    mayBeNew: true,
    art: 'disc',
    parcel: 'letter',
    build(c) {
      const game = c.pick([
        {
          title: 'The Legend of Zelda: Tears of the Kingdom',
          platform: 'switch',
          brand: 'Nintendo',
          usk: 'usk-12',
          price: [35, 45],
        },
        {
          title: 'Mario Kart 8 Deluxe',
          platform: 'switch',
          brand: 'Nintendo',
          usk: 'usk-0',
          price: [30, 40],
        },
        { title: 'Elden Ring', platform: 'ps5', brand: 'Bandai Namco', usk: 'usk-16', price: [25, 35] },
        { title: 'EA Sports FC 24', platform: 'ps5', brand: 'EA', usk: 'usk-0', price: [15, 25] },
        {
          title: 'Forza Horizon 5',
          platform: 'xbox-series',
          brand: 'Microsoft',
          usk: 'usk-12',
          price: [20, 30],
        },
        { title: 'Super Mario 64', platform: 'retro', brand: 'Nintendo', usk: 'usk-0', price: [30, 50] },
      ] as const);
      const platformName = {
        switch: 'Nintendo Switch',
        ps5: 'PS5',
        'xbox-series': 'Xbox Series X',
        retro: 'N64',
      }[game.platform];
      return {
        title: `${game.title} (${platformName})`,
        about: [
          c.t(
            `${game.title} für ${platformName}, Disc bzw. Modul ohne Kratzer und läuft einwandfrei.`,
            `${game.title} for ${platformName}; the disc or cartridge is scratch-free and works perfectly.`,
          ),
        ],
        extra: c.t(
          'Originalhülle ist dabei, gern auch im Tausch gegen andere Spiele.',
          'Comes in the original case; swaps for other games welcome.',
        ),
        features: [
          platformName,
          c.t('Originalhülle', 'Original case'),
          c.t('Deutsche Version', 'German release'),
        ],
        tags: tagList(platformName, c.t('spiel', 'game'), game.title.split(':')[0], 'gaming'),
        attributes: { brand: game.brand, platform: game.platform, ageRating: game.usk },
        basePrice: c.between(game.price),
        subject: c.t(`Videospiel für ${platformName}`, `${platformName} video game`),
        hex: game.platform === 'switch' ? '#cc3640' : game.platform === 'xbox-series' ? '#3d8c55' : '#3271cf',
      };
    },
  },
  {
    categoryId: 'electronics-gaming-accessories',
    mayBeNew: true,
    art: 'gamepad',
    parcel: 'small',
    build(c) {
      const pad = c.pick([
        {
          brand: 'Sony',
          name: ['DualSense Controller', 'DualSense controller'],
          platform: 'ps5',
          price: [40, 55],
        },
        {
          brand: 'Nintendo',
          name: ['Switch Pro Controller', 'Switch Pro Controller'],
          platform: 'switch',
          price: [40, 55],
        },
        {
          brand: 'Microsoft',
          name: ['Xbox Wireless Controller', 'Xbox wireless controller'],
          platform: 'xbox-series',
          price: [35, 45],
        },
      ] as const);
      const colour = c.colour(['black', 'white', 'red', 'blue', 'purple']);
      return {
        title: `${pad.brand} ${say(c, pad.name)}, ${colour.name}`,
        about: [
          c.t(
            'Kein Stick-Drift, alle Tasten reagieren sauber.',
            'No stick drift, every button responds cleanly.',
          ),
        ],
        features: [
          c.t('Kein Drift', 'No drift'),
          c.t('Ladekabel dabei', 'Charging cable included'),
          c.t('Funktioniert kabellos', 'Works wirelessly'),
        ],
        tags: tagList(pad.brand, 'controller', pad.platform, 'gaming'),
        attributes: {
          brand: pad.brand,
          colour: colour.value,
          platform: pad.platform,
          connectivity: ['bluetooth', 'usb-c'],
        },
        basePrice: c.between(pad.price),
        subject: c.t(`Controller in ${colour.label}`, `${colour.name} game controller`),
        hex: colour.hex,
      };
    },
  },
];
