import type { ListingTemplate } from './listing-template.types';
import { say, tagList } from './listing-template-helpers';

const bookCovers = ['#3271cf', '#cc3640', '#3d8c55', '#ecc546', '#22325c', '#e8843a', '#7c52a3'];

export const bookTemplates: ListingTemplate[] = [
  {
    categoryId: 'books-media-music-books-fiction',
    art: 'books',
    parcel: 'small',
    mayBeNew: true,
    weight: 2,
    build(c) {
      const book = c.pick([
        {
          author: 'Juli Zeh',
          title: 'Über Menschen',
          lang: 'de',
          format: 'hardcover',
          year: 2021,
          price: [8, 12],
        },
        {
          author: 'Daniel Kehlmann',
          title: 'Tyll',
          lang: 'de',
          format: 'paperback',
          year: 2019,
          price: [5, 8],
        },
        {
          author: 'Sally Rooney',
          title: 'Normal People',
          lang: 'en',
          format: 'paperback',
          year: 2019,
          price: [5, 8],
        },
        {
          author: 'Elena Ferrante',
          title: 'Meine geniale Freundin, Band 1–4',
          lang: 'de',
          format: 'box-set',
          year: 2018,
          price: [25, 40],
        },
        {
          author: 'Haruki Murakami',
          title: 'Kafka am Strand',
          lang: 'de',
          format: 'paperback',
          year: 2006,
          price: [4, 7],
        },
        {
          author: 'J. R. R. Tolkien',
          title: 'Der Herr der Ringe, Gesamtausgabe',
          lang: 'de',
          format: 'hardcover',
          year: 2012,
          price: [15, 25],
        },
      ] as const);
      const formatLabel = {
        hardcover: ['gebunden', 'hardcover'],
        paperback: ['Taschenbuch', 'paperback'],
        'box-set': ['im Schuber', 'box set'],
      }[book.format] as [string, string];
      return {
        title: `${book.author}: ${book.title} (${say(c, formatLabel)})`,
        about: [
          c.condition === 'new'
            ? c.t('Ungelesen, ich hatte es doppelt geschenkt bekommen.', 'Unread; I was given two copies.')
            : c.t(
                'Einmal gelesen, keine Eselsohren, keine Anstreichungen.',
                'Read once, no dog-ears, no underlining.',
              ),
        ],
        extra: c.t(
          'Ich habe noch mehr Romane, gern Paketpreis anfragen.',
          'I have more novels; ask me for a bundle price.',
        ),
        features: [
          c.t('Keine Anstreichungen', 'No markings'),
          c.t('Nichtraucherhaushalt', 'Smoke-free home'),
          c.t('Büchersendung möglich', 'Can ship as book post'),
        ],
        tags: tagList(
          book.author,
          c.t('roman', 'novel'),
          c.t('buch', 'book'),
          book.lang === 'en' && 'english',
        ),
        attributes: {
          author: book.author,
          bookLanguage: book.lang,
          format: book.format,
          publicationYear: book.year,
        },
        basePrice: c.between(book.price),
        subject: c.t('Bücherstapel', 'stack of books'),
        hex: c.pick(bookCovers),
      };
    },
  },
  {
    categoryId: 'books-media-music-books-non-fiction',
    art: 'books',
    parcel: 'small',
    build(c) {
      const book = c.pick([
        {
          author: 'Yuval Noah Harari',
          title: 'Eine kurze Geschichte der Menschheit',
          lang: 'de',
          year: 2015,
          price: [6, 10],
        },
        { author: 'Michelle Obama', title: 'Becoming', lang: 'en', year: 2018, price: [6, 10] },
        { author: 'Rutger Bregman', title: 'Im Grunde gut', lang: 'de', year: 2020, price: [7, 11] },
        {
          author: 'Duden',
          title: 'Die deutsche Rechtschreibung, 28. Auflage',
          lang: 'de',
          year: 2020,
          price: [8, 14],
        },
      ] as const);
      return {
        title: `${book.author}: ${book.title}`,
        about: [
          c.t('Sehr guter Zustand, Schutzumschlag vorhanden.', 'Very good condition, dust jacket included.'),
        ],
        features: [
          c.t(`Ausgabe ${book.year}`, `${book.year} edition`),
          c.t('Keine Anstreichungen', 'No markings'),
          c.t('Büchersendung möglich', 'Can ship as book post'),
        ],
        tags: tagList(book.author, c.t('sachbuch', 'non-fiction'), c.t('buch', 'book')),
        attributes: {
          author: book.author,
          bookLanguage: book.lang,
          format: 'hardcover',
          publicationYear: book.year,
        },
        basePrice: c.between(book.price),
        subject: c.t('Bücherstapel', 'stack of books'),
        hex: c.pick(bookCovers),
      };
    },
  },
  {
    categoryId: 'books-media-music-books-children',
    art: 'books',
    parcel: 'small',
    build(c) {
      const set = c.pick([
        {
          author: 'Julia Donaldson',
          title: ['Der Grüffelo + Das Grüffelokind', 'The Gruffalo + The Gruffalo’s Child'],
          price: [8, 12],
        },
        {
          author: 'Astrid Lindgren',
          title: ['Pippi Langstrumpf, Gesamtausgabe', 'Pippi Longstocking, complete edition'],
          price: [8, 14],
        },
        {
          author: 'Ali Mitgutsch',
          title: ['Wimmelbücher, 5 Stück', 'picture books, set of 5'],
          price: [12, 20],
        },
        {
          author: 'Ravensburger',
          title: ['Wieso? Weshalb? Warum? Paket, 8 Bände', 'Why? What? How? bundle, 8 volumes'],
          price: [20, 32],
        },
      ] as const);
      return {
        title: `${set.author}: ${say(c, set.title)}`,
        about: [
          c.t(
            'Vielgeliebt und oft vorgelesen, aber ohne Risse oder Kritzeleien.',
            'Much loved and often read aloud, but no tears or scribbles.',
          ),
        ],
        features: [
          c.t('Keine Kritzeleien', 'No scribbles'),
          c.t('Vollständig', 'Complete'),
          c.t('Nichtraucherhaushalt', 'Smoke-free home'),
        ],
        tags: tagList(set.author, c.t('kinderbuch', "children's book"), c.t('vorlesen', 'read aloud')),
        attributes: { author: set.author, bookLanguage: 'de', format: 'hardcover' },
        basePrice: c.between(set.price),
        subject: c.t('Stapel Kinderbücher', "stack of children's books"),
        hex: c.pick(bookCovers),
      };
    },
  },
  {
    categoryId: 'books-media-music-books-comics',
    art: 'books',
    parcel: 'small',
    build(c) {
      const comic = c.pick([
        {
          author: 'Eiichiro Oda',
          title: ['One Piece, Band 1–20', 'One Piece, volumes 1–20'],
          lang: 'de',
          price: [60, 90],
        },
        {
          author: 'Goscinny & Uderzo',
          title: ['Asterix Sammlung, 25 Hefte', 'Asterix collection, 25 albums'],
          lang: 'de',
          price: [50, 85],
        },
        {
          author: 'Walt Disney',
          title: ['Lustige Taschenbücher, 40 Stück', 'Lustiges Taschenbuch, 40 issues'],
          lang: 'de',
          price: [30, 50],
        },
      ] as const);
      return {
        title: `${say(c, comic.title)} (${comic.author})`,
        about: [
          c.t(
            'Alle gelesen, aber sorgfältig behandelt, Rücken ohne Knicke.',
            'All read but handled with care; spines uncreased.',
          ),
        ],
        features: [
          c.t('Vollständige Reihe', 'Complete run'),
          c.t('Rücken ohne Knicke', 'Uncreased spines'),
          c.t('Nichtraucherhaushalt', 'Smoke-free home'),
        ],
        tags: tagList(comic.author, 'comics', comic.author.includes('Oda') && 'manga'),
        attributes: { author: comic.author, bookLanguage: comic.lang, format: 'paperback' },
        basePrice: c.between(comic.price),
        subject: c.t('Stapel Comics', 'stack of comics'),
        hex: c.pick(bookCovers),
      };
    },
  },
  {
    categoryId: 'books-media-music-books-cookbooks',
    art: 'books',
    parcel: 'small',
    build(c) {
      const book = c.pick([
        { author: 'Yotam Ottolenghi', title: 'Simple', lang: 'de', price: [12, 18] },
        { author: 'Jamie Oliver', title: '5 Ingredients', lang: 'en', price: [8, 12] },
        { author: 'Dr. Oetker', title: 'Backen macht Freude', lang: 'de', price: [5, 9] },
      ] as const);
      return {
        title: c.t(`Kochbuch ${book.author}: ${book.title}`, `${book.author}: ${book.title} cookbook`),
        about: [
          c.t(
            'Nur ein paar Rezepte ausprobiert, kaum Spritzer.',
            'Only tried a few recipes, hardly any splashes.',
          ),
        ],
        features: [
          c.t('Gebunden', 'Hardcover'),
          c.t('Kaum benutzt', 'Barely used'),
          c.t('Büchersendung möglich', 'Can ship as book post'),
        ],
        tags: tagList(book.author, c.t('kochbuch', 'cookbook'), c.t('kochen', 'cooking')),
        attributes: { author: book.author, bookLanguage: book.lang, format: 'hardcover' },
        basePrice: c.between(book.price),
        subject: c.t('Kochbuch', 'cookbook'),
        hex: c.pick(bookCovers),
      };
    },
  },
];
