import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const musicalInstrumentTemplates: ListingTemplate[] = [
  {
    categoryId: 'musical-instruments-guitars',
    art: 'electric-guitar',
    parcel: 'medium',
    weight: 3,
    build(c) {
      const guitar = c.pick([
        {
          brand: 'Fender',
          model: 'Player Stratocaster',
          type: 'electric',
          year: 2019,
          price: [480, 620],
          art: 'electric-guitar',
        },
        {
          brand: 'Gibson',
          model: 'Les Paul Studio',
          type: 'electric',
          year: 2014,
          price: [850, 1100],
          art: 'electric-guitar',
        },
        {
          brand: 'Yamaha',
          model: 'FG800 Westerngitarre',
          type: 'acoustic',
          year: 2020,
          price: [120, 160],
          art: 'acoustic-guitar',
        },
        {
          brand: 'Höfner',
          model: 'HF13 Konzertgitarre',
          type: 'classical',
          year: 2017,
          price: [90, 140],
          art: 'acoustic-guitar',
        },
        {
          brand: 'Squier',
          model: 'Classic Vibe Precision Bass',
          type: 'bass',
          year: 2021,
          price: [300, 380],
          art: 'electric-guitar',
        },
      ] as const);
      const colour = c.colour(
        guitar.type === 'electric' || guitar.type === 'bass'
          ? ['red', 'black', 'white', 'light-blue', 'yellow']
          : ['beige', 'brown'],
      );
      const withCase = c.chance(0.6);
      const model = c.t(
        guitar.model,
        guitar.model
          .replace('Westerngitarre', 'acoustic guitar')
          .replace('Konzertgitarre', 'classical guitar'),
      );
      return {
        title: `${guitar.brand} ${model}, ${colour.name}`,
        about: [
          c.t(
            'Bespielbarkeit top, Bundstäbchen kaum abgenutzt, frisch eingestellt und neu besaitet.',
            'Plays beautifully, frets barely worn, freshly set up and restrung.',
          ),
        ],
        extra: withCase
          ? c.t('Gigbag ist dabei.', 'Gig bag included.')
          : c.t('Kein Koffer, Anspielen gern möglich.', 'No case, but you are welcome to try it.'),
        features: [
          c.t(`Baujahr ${guitar.year}`, `Built ${guitar.year}`),
          c.t('Neu besaitet', 'New strings'),
          ...(withCase ? [c.t('Gigbag', 'Gig bag')] : []),
        ],
        tags: tagList(guitar.brand, c.t('gitarre', 'guitar'), guitar.type, guitar.model.split(' ')[0]),
        attributes: {
          brand: guitar.brand,
          model: guitar.model,
          colour: colour.value,
          year: guitar.year,
          includesCase: withCase,
          guitarType: guitar.type,
          leftHanded: false,
        },
        basePrice: c.between(guitar.price),
        subject: colouredSubject(
          c,
          guitar.type === 'classical' || guitar.type === 'acoustic'
            ? ['Akustikgitarre', 'acoustic guitar']
            : ['E-Gitarre', 'electric guitar'],
          colour,
        ),
        hex: colour.hex,
        art: guitar.art,
      };
    },
  },
  {
    categoryId: 'musical-instruments-keys',
    art: 'piano',
    parcel: 'bulky',
    weight: 2,
    build(c) {
      const keys = c.pick([
        {
          brand: 'Yamaha',
          model: 'P-45 Digitalpiano',
          modelEn: 'P-45 digital piano',
          keys: '88',
          weighted: true,
          price: [250, 320],
        },
        {
          brand: 'Roland',
          model: 'FP-30X',
          modelEn: 'FP-30X',
          keys: '88',
          weighted: true,
          price: [420, 520],
        },
        {
          brand: 'Casio',
          model: 'CT-S300 Keyboard',
          modelEn: 'CT-S300 keyboard',
          keys: '61',
          weighted: false,
          price: [80, 110],
        },
        {
          brand: 'Arturia',
          model: 'KeyLab Essential 49',
          modelEn: 'KeyLab Essential 49',
          keys: '49',
          weighted: false,
          price: [90, 130],
        },
      ] as const);
      const colour = c.colour(['black', 'white']);
      return {
        title: `${keys.brand} ${c.t(keys.model, keys.modelEn)}, ${keys.keys} ${c.t('Tasten', 'keys')}`,
        about: [
          c.t(
            'Alle Tasten funktionieren, kein Klappern, Netzteil und Notenhalter dabei.',
            'Every key works, no rattling; power supply and music rest included.',
          ),
        ],
        extra: keys.weighted
          ? c.t(
              'Gewichtete Hammermechanik, fühlt sich wie ein echtes Klavier an.',
              'Weighted hammer action that feels like a real piano.',
            )
          : undefined,
        features: [
          c.t(`${keys.keys} Tasten`, `${keys.keys} keys`),
          c.t('Netzteil dabei', 'Power supply included'),
          c.t('Sustain-Pedal', 'Sustain pedal'),
        ],
        tags: tagList(
          keys.brand,
          keys.weighted ? c.t('digitalpiano', 'digital piano') : 'keyboard',
          c.t('musik', 'music'),
        ),
        attributes: {
          brand: keys.brand,
          model: keys.modelEn,
          colour: colour.value,
          keys: keys.keys,
          weightedKeys: keys.weighted,
          includesCase: false,
        },
        basePrice: c.between(keys.price),
        subject: c.t('Keyboard mit Tasten', 'keyboard instrument'),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'musical-instruments-drums',
    art: 'drum',
    parcel: 'bulky',
    build(c) {
      const kit = c.pick([
        {
          brand: 'Roland',
          model: 'TD-07KV E-Drum-Set',
          modelEn: 'TD-07KV electronic drum kit',
          price: [520, 680],
        },
        {
          brand: 'Pearl',
          model: 'Export Schlagzeug mit Becken',
          modelEn: 'Export drum kit with cymbals',
          price: [350, 480],
        },
        {
          brand: 'Meinl',
          model: 'Cajon mit Snare-Teppich',
          modelEn: 'cajón with snare wires',
          price: [50, 80],
        },
      ] as const);
      const colour = c.colour(['black', 'red', 'blue', 'silver']);
      return {
        title: `${kit.brand} ${c.t(kit.model, kit.modelEn)}`,
        about: [
          c.t(
            'Wenig gespielt, alle Felle in gutem Zustand.',
            'Played only a little; all heads in good shape.',
          ),
        ],
        extra: c.t(
          'Nachbarn sei Dank muss es leider gehen.',
          'Thanks to the neighbours, it sadly has to go.',
        ),
        features: [
          c.t('Komplett', 'Complete'),
          c.t('Wenig gespielt', 'Lightly played'),
          c.t('Abholung bevorzugt', 'Collection preferred'),
        ],
        tags: tagList(kit.brand, c.t('schlagzeug', 'drums'), c.t('musik', 'music')),
        attributes: { brand: kit.brand, model: kit.modelEn, colour: colour.value, includesCase: false },
        basePrice: c.between(kit.price),
        subject: colouredSubject(c, ['Trommel', 'drum'], colour),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'musical-instruments-wind',
    art: 'trumpet',
    parcel: 'medium',
    build(c) {
      const horn = c.pick([
        { brand: 'Yamaha', name: ['Trompete YTR-2330', 'YTR-2330 trumpet'], price: [220, 300] },
        { brand: 'Jupiter', name: ['Altsaxophon JAS500', 'JAS500 alto saxophone'], price: [380, 520] },
        { brand: 'Yamaha', name: ['Querflöte YFL-212', 'YFL-212 flute'], price: [220, 300] },
      ] as const);
      const colour = c.colour(['gold', 'silver']);
      return {
        title: `${horn.brand} ${say(c, horn.name)}`,
        about: [
          c.t(
            'Frisch vom Instrumentenbauer durchgesehen, Ventile bzw. Klappen laufen leicht.',
            'Just checked over by a repair shop; valves and keys move freely.',
          ),
        ],
        extra: c.t('Koffer und Mundstück sind dabei.', 'Case and mouthpiece included.'),
        features: [
          c.t('Frisch gewartet', 'Freshly serviced'),
          c.t('Koffer dabei', 'Case included'),
          c.t('Ideal für Einsteiger', 'Great for beginners'),
        ],
        tags: tagList(horn.brand, c.t('blasinstrument', 'wind instrument'), c.t('musik', 'music')),
        attributes: { brand: horn.brand, colour: colour.value, includesCase: true },
        basePrice: c.between(horn.price),
        subject: say(c, horn.name),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'musical-instruments-strings',
    art: 'violin',
    parcel: 'medium',
    build(c) {
      const size = c.pick(['4/4', '3/4', '1/2']);
      return {
        title: c.t(`Geige ${size} mit Bogen und Koffer`, `${size} violin with bow and case`),
        about: [
          c.t(
            'Schüler-Geige aus der Musikschulzeit unserer Tochter, klingt warm und ist spielfertig.',
            "Student violin from our daughter's music school days; warm tone and ready to play.",
          ),
        ],
        extra: c.t('Kolophonium und Schulterstütze lege ich dazu.', 'I include rosin and a shoulder rest.'),
        features: [
          c.t(`Größe ${size}`, `Size ${size}`),
          c.t('Mit Bogen und Koffer', 'Bow and case included'),
          c.t('Spielfertig', 'Ready to play'),
        ],
        tags: tagList(c.t('geige', 'violin'), c.t('violine', 'strings'), size),
        attributes: { brand: 'Gewa', colour: 'brown', instrumentSize: size, includesCase: true },
        basePrice: c.int(size === '4/4' ? 180 : 90, size === '4/4' ? 280 : 160),
        subject: c.t('Geige mit Bogen', 'violin with bow'),
        hex: '#a0602e',
      };
    },
  },
  {
    categoryId: 'musical-instruments-amps-effects',
    art: 'amplifier',
    parcel: 'medium',
    build(c) {
      const amp = c.pick([
        {
          brand: 'Fender',
          name: ['Blues Junior IV Röhrencombo', 'Blues Junior IV valve combo'],
          watts: 15,
          tube: true,
          price: [420, 520],
        },
        {
          brand: 'Boss',
          name: ['Katana 50 MkII Combo', 'Katana 50 MkII combo'],
          watts: 50,
          tube: false,
          price: [160, 210],
        },
        {
          brand: 'Electro-Harmonix',
          name: ['Big Muff Pi Effektpedal', 'Big Muff Pi pedal'],
          watts: 0,
          tube: false,
          price: [50, 70],
        },
      ] as const);
      const colour = c.colour(['black', 'beige']);
      return {
        title: `${amp.brand} ${say(c, amp.name)}`,
        about: [
          c.t(
            'Rauschfrei, alle Potis kratzen nicht, Fußschalter funktioniert.',
            'No noise, none of the pots crackle, footswitch works.',
          ),
        ],
        features: [
          amp.watts ? `${amp.watts} W` : c.t('9-V-Netzteil', '9 V power'),
          amp.tube ? c.t('Röhrenverstärker', 'Valve amp') : c.t('Transistor', 'Solid state'),
          c.t('Funktioniert einwandfrei', 'Works perfectly'),
        ],
        tags: tagList(amp.brand, c.t('verstärker', 'amp'), c.t('gitarre', 'guitar')),
        attributes: {
          brand: amp.brand,
          colour: colour.value,
          tube: amp.tube,
          ...(amp.watts ? { powerWatts: amp.watts } : {}),
          includesCase: false,
        },
        basePrice: c.between(amp.price),
        subject: c.t('Gitarrenverstärker', 'guitar amplifier'),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'musical-instruments-studio-dj',
    art: 'mixer',
    parcel: 'medium',
    build(c) {
      const gear = c.pick([
        {
          brand: 'Pioneer DJ',
          name: ['DDJ-400 Controller', 'DDJ-400 controller'],
          channels: 2,
          price: [160, 210],
        },
        {
          brand: 'Focusrite',
          name: ['Scarlett 2i2 Audio-Interface (3. Gen.)', 'Scarlett 2i2 audio interface (3rd gen)'],
          channels: 2,
          price: [80, 110],
        },
        {
          brand: 'Behringer',
          name: ['Xenyx Q802 Mischpult', 'Xenyx Q802 mixer'],
          channels: 8,
          price: [40, 60],
        },
      ] as const);
      return {
        title: `${gear.brand} ${say(c, gear.name)}`,
        about: [
          c.t(
            'Im Heimstudio benutzt, alle Regler und Anschlüsse funktionieren.',
            'Used in my home studio; every fader and socket works.',
          ),
        ],
        features: [
          c.t(`${gear.channels} Kanäle`, `${gear.channels} channels`),
          c.t('USB-Kabel dabei', 'USB cable included'),
          c.t('Originalverpackung', 'Original box'),
        ],
        tags: tagList(gear.brand, c.t('studio', 'studio'), 'dj', c.t('musikproduktion', 'music production')),
        attributes: { brand: gear.brand, colour: 'black', channels: gear.channels, includesCase: false },
        basePrice: c.between(gear.price),
        subject: c.t('Mischpult', 'mixing desk'),
        hex: '#25272c',
      };
    },
  },
];
