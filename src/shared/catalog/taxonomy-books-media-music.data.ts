import type { TaxonomyNode } from './taxonomy.data';
import { numberField, option, select, textField } from './taxonomy-fields.data';

const genreField = () =>
  select('genre', 'Genre', 'Genre', [
    option('rock', 'Rock'),
    option('pop', 'Pop'),
    option('jazz', 'Jazz'),
    option('classical', 'Classical', 'Klassik'),
    option('electronic', 'Electronic', 'Elektronisch'),
    option('hip-hop', 'Hip-hop', 'Hip-Hop'),
    option('soul-funk', 'Soul & funk', 'Soul & Funk'),
    option('schlager', 'Schlager & German pop', 'Schlager & Deutschpop'),
    option('soundtrack', 'Soundtrack'),
  ]);

export const booksMediaMusicTaxonomy: TaxonomyNode = {
  id: 'books-media-music',
  name: { en: 'Books, films & music', de: 'Bücher, Filme & Musik' },
  icon: 'book',
  children: [
    {
      id: 'books-media-music-books',
      name: { en: 'Books', de: 'Bücher' },
      icon: 'book',
      fields: [
        textField('author', 'Author', 'Autor:in'),
        select('bookLanguage', 'Language', 'Sprache', [
          option('de', 'German', 'Deutsch'),
          option('en', 'English', 'Englisch'),
          option('other', 'Other', 'Andere'),
        ]),
        select('format', 'Format', 'Format', [
          option('hardcover', 'Hardcover', 'Gebunden'),
          option('paperback', 'Paperback', 'Taschenbuch'),
          option('box-set', 'Box set', 'Schuber / Box'),
        ]),
        textField('isbn', 'ISBN', 'ISBN'),
        numberField('publicationYear', 'Year published', 'Erscheinungsjahr'),
      ],
      children: [
        {
          id: 'books-media-music-books-fiction',
          name: { en: 'Fiction', de: 'Romane & Erzählungen' },
          icon: 'book',
        },
        {
          id: 'books-media-music-books-non-fiction',
          name: { en: 'Non-fiction', de: 'Sachbücher' },
          icon: 'book',
        },
        {
          id: 'books-media-music-books-children',
          name: { en: "Children's books", de: 'Kinderbücher' },
          icon: 'book',
        },
        {
          id: 'books-media-music-books-comics',
          name: { en: 'Comics & manga', de: 'Comics & Manga' },
          icon: 'book',
        },
        {
          id: 'books-media-music-books-cookbooks',
          name: { en: 'Cookbooks', de: 'Kochbücher' },
          icon: 'book',
        },
      ],
    },
    {
      id: 'books-media-music-music',
      name: { en: 'Music', de: 'Musik' },
      icon: 'music',
      fields: [
        textField('artist', 'Artist', 'Interpret:in'),
        genreField(),
        numberField('releaseYear', 'Release year', 'Erscheinungsjahr'),
      ],
      children: [
        {
          id: 'books-media-music-music-vinyl',
          name: { en: 'Vinyl records', de: 'Schallplatten' },
          icon: 'vinyl',
          fields: [
            select('recordFormat', 'Format', 'Format', [
              option('lp', 'LP'),
              option('double-lp', 'Double LP', 'Doppel-LP'),
              option('single', '7″ single', '7″-Single'),
              option('maxi', '12″ maxi', '12″-Maxi'),
              option('box', 'Box set', 'Box-Set'),
            ]),
            select('vinylGrade', 'Record grade', 'Zustand der Platte', [
              option('m', 'Mint (M)'),
              option('nm', 'Near mint (NM)'),
              option('vg-plus', 'Very good plus (VG+)'),
              option('vg', 'Very good (VG)'),
              option('g', 'Good (G)'),
            ]),
          ],
        },
        { id: 'books-media-music-music-cds', name: { en: 'CDs', de: 'CDs' }, icon: 'disc' },
        {
          id: 'books-media-music-music-cassettes',
          name: { en: 'Cassettes', de: 'Kassetten' },
          icon: 'cassette',
        },
      ],
    },
    {
      id: 'books-media-music-films',
      name: { en: 'Films & series', de: 'Filme & Serien' },
      icon: 'film',
      fields: [
        select('mediaFormat', 'Format', 'Format', [
          option('dvd', 'DVD'),
          option('blu-ray', 'Blu-ray'),
          option('4k-uhd', '4K UHD Blu-ray'),
        ]),
        select('fsk', 'Age rating (FSK)', 'Altersfreigabe (FSK)', [
          option('fsk-0', 'FSK 0'),
          option('fsk-6', 'FSK 6'),
          option('fsk-12', 'FSK 12'),
          option('fsk-16', 'FSK 16'),
          option('fsk-18', 'FSK 18'),
        ]),
      ],
    },
  ],
};
