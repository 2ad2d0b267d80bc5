import type { ListingTemplate } from './listing-template.types';
import { decimal, say, tagList } from './listing-template-helpers';

export const electronicsComputerTemplates: ListingTemplate[] = [
  {
    categoryId: 'electronics-computers-laptops',
    art: 'laptop',
    parcel: 'medium',
    weight: 2,
    refurbishable: true,
    build(c) {
      const laptop = c.pick([
        {
          brand: 'Apple',
          model: 'MacBook Air M1',
          screen: 13.3,
          cpu: 'Apple M1',
          ram: '8',
          storage: '256',
          price: [520, 640],
          colours: ['grey', 'silver', 'gold'],
        },
        {
          brand: 'Apple',
          model: 'MacBook Pro 14" M1 Pro',
          screen: 14.2,
          cpu: 'Apple M1 Pro',
          ram: '16',
          storage: '512',
          price: [1150, 1400],
          colours: ['grey', 'silver'],
        },
        {
          brand: 'Lenovo',
          model: 'ThinkPad T14 Gen 2',
          screen: 14,
          cpu: 'Intel Core i5-1135G7',
          ram: '16',
          storage: '512',
          price: [420, 560],
          colours: ['black'],
        },
        {
          brand: 'Dell',
          model: 'XPS 13 9310',
          screen: 13.4,
          cpu: 'Intel Core i7-1185G7',
          ram: '16',
          storage: '512',
          price: [550, 720],
          colours: ['silver', 'white'],
        },
        {
          brand: 'ASUS',
          model: 'ZenBook 14',
          screen: 14,
          cpu: 'AMD Ryzen 7 5800H',
          ram: '16',
          storage: '1024',
          price: [480, 620],
          colours: ['grey', 'blue'],
        },
      ] as const);
      const colour = c.colour(laptop.colours);
      const isApple = laptop.brand === 'Apple';
      const cycles = c.int(40, 420);
      return {
        title: c.t(
          `${laptop.brand} ${laptop.model}, ${laptop.ram} GB RAM, ${laptop.storage === '1024' ? '1 TB' : `${laptop.storage} GB`} SSD`,
          `${laptop.brand} ${laptop.model}, ${laptop.ram} GB RAM, ${laptop.storage === '1024' ? '1 TB' : `${laptop.storage} GB`} SSD`,
        ),
        about: [
          c.t(
            `${decimal(c, laptop.screen)}-Zoll-Notebook mit ${laptop.cpu}, frisch aufgesetzt und bereit für den neuen Besitzer.`,
            `${laptop.screen}-inch laptop with ${laptop.cpu}, freshly reinstalled and ready for its new owner.`,
          ),
          isApple
            ? c.t(`Der Akku hat ${cycles} Ladezyklen.`, `The battery is at ${cycles} charge cycles.`)
            : c.t('Tastatur und Touchpad funktionieren tadellos.', 'Keyboard and trackpad work flawlessly.'),
        ],
        extra: c.t('Netzteil ist selbstverständlich dabei.', 'The charger is of course included.'),
        features: [
          laptop.cpu,
          `${laptop.ram} GB RAM`,
          c.t('Originalnetzteil', 'Original charger'),
          c.t('Display ohne Pixelfehler', 'No dead pixels'),
        ],
        tags: tagList(laptop.brand, isApple ? 'macbook' : 'notebook', 'laptop', laptop.model.split(' ')[0]),
        attributes: {
          brand: laptop.brand,
          model: laptop.model,
          colour: colour.value,
          screenSizeInch: laptop.screen,
          processor: laptop.cpu,
          ramGb: laptop.ram,
          storageGb: laptop.storage,
          connectivity: isApple
            ? ['usb-c', 'thunderbolt', 'wifi', 'bluetooth']
            : ['usb-c', 'usb-a', 'hdmi', 'wifi', 'bluetooth'],
        },
        basePrice: c.between(laptop.price),
        subject: c.t(`aufgeklapptes Notebook ${laptop.model}`, `open ${laptop.model} laptop`),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-computers-monitors',
    art: 'monitor',
    parcel: 'medium',
    build(c) {
      const monitor = c.pick([
        { brand: 'Dell', model: 'U2720Q', screen: 27, resolution: '4k', price: [260, 340] },
        { brand: 'LG', model: '27GL850', screen: 27, resolution: 'qhd', price: [190, 250] },
        { brand: 'BenQ', model: 'GW2480', screen: 24, resolution: 'full-hd', price: [60, 90] },
        { brand: 'Samsung', model: 'Odyssey G5 32"', screen: 32, resolution: 'qhd', price: [170, 230] },
      ] as const);
      const colour = c.colour(['black', 'silver', 'white']);
      const resolutionLabel = { '4k': '4K UHD', qhd: 'QHD 1440p', 'full-hd': 'Full HD' }[monitor.resolution];
      return {
        title: c.t(
          `${monitor.brand} ${monitor.model} Monitor, ${monitor.screen} Zoll, ${resolutionLabel}`,
          `${monitor.brand} ${monitor.model} monitor, ${monitor.screen}", ${resolutionLabel}`,
        ),
        about: [
          c.t(
            'Keine Pixelfehler, keine Kratzer, Standfuß höhenverstellbar.',
            'No dead pixels, no scratches, height-adjustable stand.',
          ),
        ],
        extra: c.t('HDMI- und Stromkabel sind dabei.', 'HDMI and power cables included.'),
        features: [
          c.t(`${monitor.screen} Zoll`, `${monitor.screen} inch`),
          resolutionLabel,
          c.t('Höhenverstellbar', 'Height-adjustable'),
        ],
        tags: tagList(monitor.brand, 'monitor', resolutionLabel, c.t('homeoffice', 'home office')),
        attributes: {
          brand: monitor.brand,
          model: monitor.model,
          colour: colour.value,
          screenSizeInch: monitor.screen,
          resolution: monitor.resolution,
          connectivity: ['hdmi', 'displayport'],
        },
        basePrice: c.between(monitor.price),
        subject: c.t(
          `Monitor ${monitor.brand} ${monitor.model}`,
          `${monitor.brand} ${monitor.model} monitor`,
        ),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-computers-accessories',
    mayBeNew: true,
    art: 'keyboard',
    parcel: 'small',
    build(c) {
      const item = c.pick([
        {
          brand: 'Logitech',
          name: ['MX Keys Tastatur, deutsches Layout', 'MX Keys keyboard, German layout'],
          price: [55, 75],
        },
        { brand: 'Keychron', name: ['K2 mechanische Tastatur', 'K2 mechanical keyboard'], price: [50, 70] },
        {
          brand: 'Apple',
          name: ['Magic Keyboard mit Touch ID', 'Magic Keyboard with Touch ID'],
          price: [90, 120],
        },
      ] as const);
      const colour = c.colour(['black', 'grey', 'white']);
      return {
        title: `${item.brand} ${say(c, item.name)}`,
        about: [
          c.t(
            'Alle Tasten funktionieren, Akku hält wochenlang.',
            'Every key works and the battery lasts for weeks.',
          ),
        ],
        extra: c.t('Mit Ladekabel und Empfänger.', 'Comes with cable and receiver.'),
        features: [
          c.t('Kabellos', 'Wireless'),
          c.t('Beleuchtete Tasten', 'Backlit keys'),
          c.t('Ladekabel dabei', 'Cable included'),
        ],
        tags: tagList(item.brand, c.t('tastatur', 'keyboard'), 'bluetooth', c.t('homeoffice', 'home office')),
        attributes: { brand: item.brand, colour: colour.value, connectivity: ['bluetooth', 'usb-c'] },
        basePrice: c.between(item.price),
        subject: c.t(`Tastatur in ${colour.label}`, `${colour.name} keyboard`),
        hex: colour.hex,
      };
    },
  },
];
