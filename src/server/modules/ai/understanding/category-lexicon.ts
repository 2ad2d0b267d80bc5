import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import type { CategoryLexicon } from './category-lexicon.types';
import { lexiconAdditions } from './category-lexicon-additions.data';
import { fashionElectronicsLexicon } from './category-lexicon-fashion-electronics.data';
import { homeFamilyLexicon } from './category-lexicon-home-family.data';
import { mediaMoreLexicon } from './category-lexicon-media-more.data';
import { vehiclesLexicon } from './category-lexicon-vehicles.data';
import { foldText, tokenise } from './normalise-text';

const baseLexicon: CategoryLexicon = {
  ...fashionElectronicsLexicon,
  ...homeFamilyLexicon,
  ...mediaMoreLexicon,
  ...vehiclesLexicon,
};

/** The leaves' words with issue 15's additions after them, so each leaf keeps its title noun first. */
export const categoryLexicon: CategoryLexicon = Object.fromEntries(
  Object.entries(baseLexicon).map(([id, words]) => {
    const added = lexiconAdditions[id];
    return [
      id,
      added
        ? {
            de: [...words.de, ...added.de.filter((word) => !words.de.includes(word))],
            en: [...words.en, ...added.en.filter((word) => !words.en.includes(word))],
          }
        : words,
    ];
  }),
);

/** COCO labels the vision engine detects, and the categories (any level) such an object suggests. */
export const objectCategoryHints: Record<string, string[]> = {
  handbag: ['fashion-accessories-bags'],
  backpack: ['fashion-accessories-bags', 'sports-leisure-outdoor'],
  suitcase: ['fashion-accessories-bags'],
  tie: ['fashion-men-suits'],
  umbrella: ['fashion-accessories'],
  laptop: ['electronics-computers-laptops'],
  'cell phone': ['electronics-phones-smartphones'],
  tv: ['electronics-tv', 'electronics-computers-monitors'],
  keyboard: ['electronics-computers-accessories', 'musical-instruments-keys'],
  mouse: ['electronics-computers-accessories'],
  remote: ['electronics-tv', 'electronics-gaming-accessories'],
  microwave: ['electronics-appliances-kitchen'],
  oven: ['electronics-appliances-kitchen'],
  toaster: ['electronics-appliances-kitchen'],
  refrigerator: ['electronics-appliances-kitchen'],
  'hair drier': ['electronics-appliances'],
  couch: ['home-furniture-sofas'],
  chair: ['home-furniture-chairs', 'garden-diy-garden-furniture'],
  bed: ['home-furniture-beds'],
  'dining table': ['home-furniture-tables'],
  'potted plant': ['home-decor-plants', 'garden-diy-plants'],
  vase: ['home-decor-vases'],
  clock: ['home-decor', 'collectibles-antiques'],
  book: ['books-media-music-books'],
  cup: ['home-kitchen-tableware'],
  'wine glass': ['home-kitchen-tableware'],
  bowl: ['home-kitchen-tableware', 'home-decor-vases'],
  fork: ['home-kitchen-tableware'],
  knife: ['home-kitchen-cookware'],
  spoon: ['home-kitchen-tableware'],
  bottle: ['home-kitchen-tableware'],
  scissors: ['garden-diy-hand-tools'],
  // A bike alone in a photo is most likely a grown-up's; with all leaves the small kids' leaf won
  // every plain bike photo. Words on the photo ("Kinderfahrrad") still make it a kids' bike.
  bicycle: [
    'sports-leisure-bicycles-city',
    'sports-leisure-bicycles-road',
    'sports-leisure-bicycles-mountain',
    'sports-leisure-bicycles-ebikes',
  ],
  // A photo of a motorbike shows a motorbike; gear is sold on its own, rarely on the bike.
  motorcycle: ['vehicles-motorcycles', 'vehicles-scooters'],
  car: ['vehicles-cars'],
  truck: ['vehicles-cars'],
  'sports ball': ['sports-leisure-ball-sports'],
  'tennis racket': ['sports-leisure-ball-sports'],
  'baseball bat': ['sports-leisure-ball-sports'],
  'baseball glove': ['sports-leisure-ball-sports'],
  skis: ['sports-leisure-winter'],
  snowboard: ['sports-leisure-winter'],
  surfboard: ['sports-leisure-water'],
  skateboard: ['toys-games-outdoor'],
  kite: ['toys-games-outdoor'],
  frisbee: ['toys-games-outdoor'],
  'teddy bear': ['toys-games-dolls-plush'],
  dog: ['pets-dogs'],
  cat: ['pets-cats'],
  bird: ['pets-small-animals'],
  horse: ['pets-equestrian'],
};

/** Leaf ids under a category id (itself when it is a leaf). */
export function leavesUnder(categoryId: string): string[] {
  return flattenTaxonomy()
    .filter((category) => category.isLeaf && category.path.includes(categoryId))
    .map((category) => category.id);
}

export interface LexiconTerm {
  categoryId: string;
  language: Language;
  term: string;
  words: string[];
  isTitleNoun: boolean;
}

let terms: LexiconTerm[] | undefined;

/** Every lexicon word with its folded words, longest first (so "winter jacket" wins over "jacket"). */
export function lexiconTerms(): LexiconTerm[] {
  terms ??= Object.entries(categoryLexicon)
    .flatMap(([categoryId, words]) =>
      (['de', 'en'] as const).flatMap((language) =>
        words[language].map((term, index) => ({
          categoryId,
          language,
          term,
          words: tokenise(foldText(term).replace(/'/g, '')),
          isTitleNoun: index === 0,
        })),
      ),
    )
    .sort((left, right) => right.words.join(' ').length - left.words.join(' ').length);
  return terms;
}

/** The noun for titles and descriptions: "Jacke" / "jacket". */
export function titleNounOf(categoryId: string, language: Language): string | undefined {
  return categoryLexicon[categoryId]?.[language][0];
}

export interface ItemMention {
  term: LexiconTerm;
  /** The word as spoken or printed, e.g. "Winterjacke". */
  spoken: string;
  position: number;
}

/**
 * Item words in a text: whole lexicon terms, and German compounds that end in one
 * ("Herrenwinterjacke" ends in "jacke"). First mentioned first.
 */
export function findItemMentions(text: string): ItemMention[] {
  const rawTokens = text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? [];
  const folded = rawTokens.map((token) => foldText(token).replace(/'/g, ''));
  const mentions: ItemMention[] = [];
  const taken = new Array<boolean>(folded.length).fill(false);
  for (const term of lexiconTerms()) {
    const length = term.words.length;
    for (let start = 0; start + length <= folded.length; start++) {
      if (taken.slice(start, start + length).some(Boolean)) continue;
      const isExact = term.words.every((word, offset) => folded[start + offset] === word);
      const isCompound =
        !isExact &&
        length === 1 &&
        term.language === 'de' &&
        term.words[0]!.length >= 4 &&
        folded[start]!.length > term.words[0]!.length + 2 &&
        folded[start]!.endsWith(term.words[0]!);
      if (!isExact && !isCompound) continue;
      for (let offset = 0; offset < length; offset++) taken[start + offset] = true;
      mentions.push({ term, spoken: rawTokens.slice(start, start + length).join(' '), position: start });
    }
  }
  return mentions.sort((left, right) => left.position - right.position);
}
