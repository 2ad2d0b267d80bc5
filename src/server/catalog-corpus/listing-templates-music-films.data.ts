import type { ListingTemplate } from './listing-template.types';
import { say, tagList } from './listing-template-helpers';

export const musicFilmTemplates: ListingTemplate[] = [
  {
    categoryId: 'books-media-music-music-vinyl',
    art: 'vinyl',
    parcel: 'small',
    weight: 3,
    build(c) {
      const record = c.pick([
        {
          artist: 'Pink Floyd',
          album: 'The Dark Side of the Moon',
          year: 1973,
          genre: 'rock',
          format: 'lp',
          price: [25, 45],
        },
        {
          artist: 'Fleetwood Mac',
          album: 'Rumours',
          year: 1977,
          genre: 'rock',
          format: 'lp',
          price: [20, 35],
        },
        {
          artist: 'Kraftwerk',
          album: 'Die Mensch-Maschine',
          year: 1978,
          genre: 'electronic',
          format: 'lp',
          price: [20, 40],
        },
        {
          artist: 'Miles Davis',
          album: 'Kind of Blue',
          year: 1959,
          genre: 'jazz',
          format: 'lp',
          price: [18, 30],
        },
        {
          artist: 'Daft Punk',
          album: 'Random Access Memories',
          year: 2013,
          genre: 'electronic',
          format: 'double-lp',
          price: [25, 38],
        },
        {
          artist: 'Nena',
          album: '99 Luftballons',
          year: 1983,
          genre: 'schlager',
          format: 'single',
          price: [5, 10],
        },
        {
          artist: 'Verschiedene',
          album: 'Schallplattensammlung Rock & Pop, 40 LPs',
          year: 1980,
          genre: 'pop',
          format: 'box',
          price: [60, 120],
        },
      ] as const);
      const grade = c.pick(['nm', 'vg-plus', 'vg-plus', 'vg']);
      const gradeLabel = { nm: 'NM', 'vg-plus': 'VG+', vg: 'VG' }[grade];
      const isCollection = record.artist === 'Verschiedene';
      return {
        title: isCollection
          ? c.t(record.album, 'Record collection rock & pop, 40 LPs')
          : `${record.artist} – ${record.album} (${record.format === 'single' ? c.t('Single', 'single') : 'LP'}, ${record.year}), ${gradeLabel}`,
        about: [
          c.t(
            `Platte ${gradeLabel}, läuft ohne Springer, Cover mit leichten Lagerspuren.`,
            `Vinyl graded ${gradeLabel}, plays through without skips; sleeve shows light shelf wear.`,
          ),
        ],
        extra: c.t('Versand im stabilen LP-Karton.', 'Shipped in a sturdy LP mailer.'),
        features: [
          c.t(`Zustand Platte: ${gradeLabel}`, `Vinyl: ${gradeLabel}`),
          c.t('Mit Innenhülle', 'Inner sleeve included'),
          c.t('Sicher verpackt', 'Packed safely'),
        ],
        tags: tagList(
          isCollection ? undefined : record.artist,
          'vinyl',
          c.t('schallplatte', 'record'),
          record.genre,
          String(record.year),
        ),
        attributes: {
          ...(isCollection ? {} : { artist: record.artist }),
          genre: record.genre,
          releaseYear: record.year,
          recordFormat: record.format,
          vinylGrade: grade,
        },
        basePrice: c.between(record.price),
        subject: c.t('Schallplatte mit Hülle', 'vinyl record with sleeve'),
        hex: c.pick(['#25272c', '#cc3640', '#3271cf', '#ecc546', '#7c52a3']),
      };
    },
  },
  {
    categoryId: 'books-media-music-music-cds',
    art: 'disc',
    parcel: 'small',
    build(c) {
      const lot = c.pick([
        {
          artist: 'Die Ärzte',
          title: ['CD-Sammlung, 12 Alben', 'CD collection, 12 albums'],
          genre: 'rock',
          price: [25, 40],
        },
        {
          artist: 'Herbert Grönemeyer',
          title: ['Mensch (CD, 2002)', 'Mensch (CD, 2002)'],
          genre: 'pop',
          price: [3, 6],
        },
        {
          artist: 'Die drei ???',
          title: ['Hörspiel-CDs, Folgen 1–30', 'audio drama CDs, episodes 1–30'],
          genre: 'soundtrack',
          price: [40, 70],
        },
      ] as const);
      return {
        title: `${lot.artist}: ${say(c, lot.title)}`,
        about: [
          c.t('CDs ohne Kratzer, Booklets vollständig.', 'Discs without scratches, all booklets included.'),
        ],
        features: [
          c.t('Kratzerfrei', 'Scratch-free'),
          c.t('Mit Booklet', 'With booklets'),
          c.t('Büchersendung möglich', 'Can ship cheaply'),
        ],
        tags: tagList(lot.artist, 'cd', c.t('musik', 'music'), lot.genre),
        attributes: { artist: lot.artist, genre: lot.genre },
        basePrice: c.between(lot.price),
        subject: c.t('CD in Hülle', 'CD in its case'),
        hex: c.pick(['#3271cf', '#cc3640', '#25272c']),
      };
    },
  },
  {
    categoryId: 'books-media-music-music-cassettes',
    art: 'cassette',
    parcel: 'small',
    build(c) {
      const lot = c.pick([
        {
          artist: 'Benjamin Blümchen',
          title: ['Hörspielkassetten, 20 Stück', 'audio drama tapes, 20 pieces'],
          genre: 'soundtrack',
          year: 1988,
          price: [20, 35],
        },
        {
          artist: 'TKKG',
          title: ['Kassetten Folgen 1–25', 'tapes, episodes 1–25'],
          genre: 'soundtrack',
          year: 1985,
          price: [30, 50],
        },
        {
          artist: 'Verschiedene',
          title: ['Mixtapes aus den 90ern, 15 Stück', '90s mixtapes, 15 pieces'],
          genre: 'pop',
          year: 1994,
          price: [10, 20],
        },
      ] as const);
      return {
        title: `${lot.artist === 'Verschiedene' ? '' : `${lot.artist}: `}${say(c, lot.title)}`,
        about: [
          c.t(
            'Alle Kassetten laufen, Bänder nicht verzogen, Hüllen teils mit Gebrauchsspuren.',
            'All tapes play fine and none are stretched; some cases show wear.',
          ),
        ],
        features: [
          c.t('Alle getestet', 'All tested'),
          c.t('Mit Hüllen', 'With cases'),
          c.t('Kindheitserinnerungen', 'Pure nostalgia'),
        ],
        tags: tagList(
          lot.artist === 'Verschiedene' ? undefined : lot.artist,
          c.t('kassette', 'cassette'),
          c.t('hörspiel', 'audio drama'),
          'retro',
        ),
        attributes: {
          ...(lot.artist === 'Verschiedene' ? {} : { artist: lot.artist }),
          genre: lot.genre,
          releaseYear: lot.year,
        },
        basePrice: c.between(lot.price),
        subject: c.t('Musikkassette', 'audio cassette'),
        hex: c.pick(['#e8843a', '#3271cf', '#cc3640']),
      };
    },
  },
  {
    categoryId: 'books-media-music-films',
    art: 'disc',
    parcel: 'small',
    build(c) {
      const film = c.pick([
        {
          title: [
            'Der Herr der Ringe – Extended Edition, Blu-ray',
            'The Lord of the Rings – Extended Edition, Blu-ray',
          ],
          format: 'blu-ray',
          fsk: 'fsk-12',
          price: [25, 40],
        },
        {
          title: ['Harry Potter Komplettbox, 8 DVDs', 'Harry Potter complete box, 8 DVDs'],
          format: 'dvd',
          fsk: 'fsk-12',
          price: [15, 25],
        },
        {
          title: ['Dune (2021), 4K UHD', 'Dune (2021), 4K UHD'],
          format: '4k-uhd',
          fsk: 'fsk-12',
          price: [12, 18],
        },
        {
          title: ['Studio Ghibli Sammlung, 6 Blu-rays', 'Studio Ghibli collection, 6 Blu-rays'],
          format: 'blu-ray',
          fsk: 'fsk-6',
          price: [35, 55],
        },
      ] as const);
      return {
        title: say(c, film.title),
        about: [c.t('Discs ohne Kratzer, einmal geschaut.', 'Discs are scratch-free, watched once.')],
        features: [
          c.t('Deutsche Tonspur', 'German and English audio'),
          c.t('Kratzerfrei', 'Scratch-free'),
          c.t('Mit Hülle', 'In original case'),
        ],
        tags: tagList(c.t('film', 'film'), film.format, c.t('filmabend', 'movie night')),
        attributes: { mediaFormat: film.format, fsk: film.fsk },
        basePrice: c.between(film.price),
        subject: c.t('Film-Disc in Hülle', 'film disc in case'),
        hex: c.pick(['#22325c', '#25272c', '#6e2032']),
      };
    },
  },
];
