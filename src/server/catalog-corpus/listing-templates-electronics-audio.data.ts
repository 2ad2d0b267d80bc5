import type { ListingTemplate } from './listing-template.types';
import { tagList } from './listing-template-helpers';

export const electronicsAudioTemplates: ListingTemplate[] = [
  {
    categoryId: 'electronics-audio-headphones',
    art: 'headphones',
    parcel: 'small',
    weight: 2,
    refurbishable: true,
    build(c) {
      const model = c.pick([
        {
          brand: 'Sony',
          model: 'WH-1000XM4',
          form: 'over-ear',
          anc: true,
          bt: '5.0',
          price: [140, 190],
          connectivity: ['bluetooth', 'aux', 'usb-c'],
        },
        {
          brand: 'Bose',
          model: 'QuietComfort 45',
          form: 'over-ear',
          anc: true,
          bt: '5.1',
          price: [150, 200],
          connectivity: ['bluetooth', 'aux', 'usb-c'],
        },
        {
          brand: 'Apple',
          model: 'AirPods Pro (2. Gen.)',
          form: 'in-ear',
          anc: true,
          bt: '5.3',
          price: [140, 180],
          connectivity: ['bluetooth', 'lightning'],
        },
        {
          brand: 'Sennheiser',
          model: 'HD 600',
          form: 'over-ear',
          anc: false,
          bt: null,
          price: [190, 260],
          connectivity: ['aux'],
        },
        {
          brand: 'Beyerdynamic',
          model: 'DT 770 Pro 80 Ohm',
          form: 'over-ear',
          anc: false,
          bt: null,
          price: [70, 100],
          connectivity: ['aux'],
        },
        {
          brand: 'Jabra',
          model: 'Elite 85t',
          form: 'in-ear',
          anc: true,
          bt: '5.1',
          price: [55, 85],
          connectivity: ['bluetooth', 'usb-c'],
        },
      ] as const);
      const colour = c.colour(['black', 'silver', 'white', 'blue']);
      const bluetooth = model.bt !== null;
      const isInEar = model.form === 'in-ear';
      return {
        title: c.t(
          `${model.brand} ${model.model} ${isInEar ? 'In-Ear-Kopfhörer' : 'Kopfhörer'}, ${colour.name}`,
          `${model.brand} ${model.model} ${isInEar ? 'earbuds' : 'headphones'}, ${colour.name}`,
        ),
        about: [
          model.anc
            ? c.t(
                'Die Geräuschunterdrückung ist super, im Zug oder Großraumbüro Gold wert.',
                'The noise cancelling is excellent, worth its weight in gold on trains or in open-plan offices.',
              )
            : c.t(
                'Offener, sehr neutraler Klang, ideal zum Musikhören und Mischen am Schreibtisch.',
                'Very neutral sound, ideal for listening and mixing at the desk.',
              ),
        ],
        extra: bluetooth
          ? c.t(
              'Akku hält noch locker den ganzen Tag, Ladekabel ist dabei.',
              'Battery still lasts a full day; charging cable included.',
            )
          : c.t('Polster wurden letztes Jahr erneuert.', 'The ear pads were replaced last year.'),
        features: [
          model.anc
            ? c.t('Aktive Geräuschunterdrückung', 'Active noise cancelling')
            : c.t('Kabelgebunden, kein Akku nötig', 'Wired, no battery needed'),
          c.t('Transporttasche dabei', 'Carry case included'),
          c.t('Polster sauber', 'Clean ear pads'),
        ],
        tags: tagList(
          model.brand,
          model.model.split(' ')[0],
          c.t('kopfhörer', 'headphones'),
          bluetooth ? 'bluetooth' : c.t('kabelgebunden', 'wired'),
          model.anc && 'anc',
        ),
        attributes: {
          brand: model.brand,
          model: model.model,
          colour: colour.value,
          connectivity: [...model.connectivity],
          bluetooth,
          ...(model.bt ? { bluetoothVersion: model.bt } : {}),
          formFactor: model.form,
          noiseCancelling: model.anc,
        },
        basePrice: c.between(model.price),
        subject: c.t(
          `${isInEar ? 'In-Ear-Kopfhörer' : 'Kopfhörer'} in ${colour.label}`,
          `${colour.name} ${isInEar ? 'earbuds' : 'headphones'}`,
        ),
        hex: colour.hex,
        art: isInEar ? 'earbuds' : 'headphones',
      };
    },
  },
  {
    categoryId: 'electronics-audio-speakers',
    art: 'speaker',
    parcel: 'medium',
    weight: 2,
    build(c) {
      const speaker = c.pick([
        {
          brand: 'Sonos',
          model: 'One (Gen 2)',
          bt: null,
          price: [110, 150],
          connectivity: ['wifi', 'ethernet'],
        },
        {
          brand: 'JBL',
          model: 'Charge 5',
          bt: '5.1',
          price: [80, 110],
          connectivity: ['bluetooth', 'usb-c'],
        },
        {
          brand: 'Bose',
          model: 'SoundLink Flex',
          bt: '4.2',
          price: [75, 100],
          connectivity: ['bluetooth', 'usb-c'],
        },
        {
          brand: 'Teufel',
          model: 'Boomster',
          bt: '5.0',
          price: [160, 230],
          connectivity: ['bluetooth', 'aux', 'usb-c'],
        },
        {
          brand: 'Marshall',
          model: 'Stanmore II',
          bt: '5.0',
          price: [180, 240],
          connectivity: ['bluetooth', 'aux', 'cinch'],
        },
      ] as const);
      const colour = c.colour(['black', 'white', 'grey', 'blue', 'red']);
      const bluetooth = speaker.bt !== null;
      return {
        title: c.t(
          `${speaker.brand} ${speaker.model} Lautsprecher, ${colour.name}`,
          `${speaker.brand} ${speaker.model} speaker, ${colour.name}`,
        ),
        about: [
          c.t(
            'Satter Klang auch bei niedriger Lautstärke, keine Kratzer am Gehäuse.',
            'Full sound even at low volume, no scratches on the housing.',
          ),
        ],
        extra: bluetooth
          ? c.t('Verbindet sich schnell mit Handy oder Laptop.', 'Pairs quickly with any phone or laptop.')
          : c.t(
              'Läuft über die Sonos-App im WLAN, gern vorführbar.',
              'Runs over Wi-Fi via the Sonos app; happy to demo it.',
            ),
        features: [
          bluetooth ? `Bluetooth ${speaker.bt}` : c.t('WLAN-Streaming', 'Wi-Fi streaming'),
          c.t('Netzteil/Ladekabel dabei', 'Power/charging cable included'),
          c.t('Funktioniert einwandfrei', 'Works perfectly'),
        ],
        tags: tagList(
          speaker.brand,
          c.t('lautsprecher', 'speaker'),
          bluetooth ? 'bluetooth' : 'wlan',
          speaker.model.split(' ')[0],
        ),
        attributes: {
          brand: speaker.brand,
          model: speaker.model,
          colour: colour.value,
          connectivity: [...speaker.connectivity],
          bluetooth,
          ...(speaker.bt ? { bluetoothVersion: speaker.bt } : {}),
        },
        basePrice: c.between(speaker.price),
        subject: c.t(`Lautsprecher in ${colour.label}`, `${colour.name} speaker`),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-audio-hifi',
    art: 'amplifier',
    parcel: 'medium',
    build(c) {
      const amp = c.pick([
        {
          brand: 'Yamaha',
          model: 'A-S501',
          watts: 85,
          bt: null,
          price: [220, 290],
          connectivity: ['cinch', 'optical'],
        },
        {
          brand: 'Marantz',
          model: 'PM6007',
          watts: 45,
          bt: null,
          price: [260, 330],
          connectivity: ['cinch', 'optical'],
        },
        {
          brand: 'Technics',
          model: 'SU-VX500',
          watts: 70,
          bt: null,
          price: [90, 150],
          connectivity: ['cinch'],
        },
        {
          brand: 'Denon',
          model: 'PMA-600NE',
          watts: 70,
          bt: '4.2',
          price: [230, 300],
          connectivity: ['cinch', 'optical', 'bluetooth'],
        },
      ] as const);
      const colour = c.colour(['black', 'silver']);
      const vintage = amp.brand === 'Technics';
      return {
        title: c.t(
          `${amp.brand} ${amp.model} Vollverstärker${vintage ? ', 90er Vintage' : ''}`,
          `${amp.brand} ${amp.model} integrated amplifier${vintage ? ', 90s vintage' : ''}`,
        ),
        about: [
          c.t(
            `Klingt warm und kräftig, alle Eingänge und Regler funktionieren ohne Kratzen.`,
            `Warm, punchy sound; all inputs and knobs work without crackling.`,
          ),
        ],
        extra: c.t('Fernbedienung und Anleitung sind dabei.', 'Remote control and manual included.'),
        features: [
          c.t(`${amp.watts} W pro Kanal`, `${amp.watts} W per channel`),
          c.t('Phono-Eingang', 'Phono input'),
          c.t('Fernbedienung', 'Remote control'),
        ],
        tags: tagList(amp.brand, 'hifi', c.t('verstärker', 'amplifier'), vintage && 'vintage'),
        attributes: {
          brand: amp.brand,
          model: amp.model,
          colour: colour.value,
          connectivity: [...amp.connectivity],
          bluetooth: amp.bt !== null,
          ...(amp.bt ? { bluetoothVersion: amp.bt } : {}),
          powerWatts: amp.watts,
        },
        basePrice: c.between(amp.price),
        subject: c.t(`HiFi-Verstärker in ${colour.label}`, `${colour.name} hi-fi amplifier`),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-audio-turntables',
    art: 'turntable',
    parcel: 'medium',
    build(c) {
      const deck = c.pick([
        { brand: 'Technics', model: 'SL-1210 MK2', price: [480, 620] },
        { brand: 'Pro-Ject', model: 'Debut Carbon EVO', price: [260, 340] },
        { brand: 'Dual', model: 'CS 505', price: [110, 170] },
        { brand: 'Audio-Technica', model: 'AT-LP60X', price: [70, 100] },
      ] as const);
      const colour = c.colour(['black', 'silver', 'white', 'red']);
      return {
        title: c.t(`${deck.brand} ${deck.model} Plattenspieler`, `${deck.brand} ${deck.model} turntable`),
        about: [
          c.t(
            'Läuft gleichmäßig und ohne Brummen, Tonabnehmer hat noch viele Stunden vor sich.',
            'Runs at a steady speed without hum; the cartridge still has plenty of hours left.',
          ),
        ],
        extra: c.t('Staubschutzhaube ohne Risse.', 'Dust cover has no cracks.'),
        features: [
          c.t('Tonabnehmer montiert', 'Cartridge fitted'),
          c.t('33 und 45 U/min', '33 and 45 rpm'),
          c.t('Haube dabei', 'Dust cover'),
        ],
        tags: tagList(deck.brand, c.t('plattenspieler', 'turntable'), 'vinyl', 'hifi'),
        attributes: {
          brand: deck.brand,
          model: deck.model,
          colour: colour.value,
          connectivity: ['cinch'],
          bluetooth: false,
        },
        basePrice: c.between(deck.price),
        subject: c.t(`Plattenspieler ${deck.brand} ${deck.model}`, `${deck.brand} ${deck.model} turntable`),
        hex: colour.hex,
      };
    },
  },
];
