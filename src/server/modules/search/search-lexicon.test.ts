import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { describe, expect, it } from 'vitest';
import { splitCompound } from './search-decompound';
import { buildExpandedQuery, isUnrelatedWord, joinLexiconPhrases, planSearchWords } from './search-expansion';
import { senseOf } from './search-lexicon';
import { searchSynonymGroups } from './search-synonyms.data';

describe('search lexicon', () => {
  it('has a synonym group for every leaf category, and only real leaf categories', () => {
    const leaves = flattenTaxonomy().filter((category) => category.isLeaf);
    const named = new Set(searchSynonymGroups.flatMap((group) => group.categories));
    for (const leaf of leaves) expect(named, leaf.id).toContain(leaf.id);
    const leafIds = new Set(leaves.map((leaf) => leaf.id));
    for (const id of named) expect(leafIds, id).toContain(id);
  });

  it('holds lower-case words of letters and digits only, as queries are split', () => {
    for (const group of searchSynonymGroups) {
      for (const word of group.words) expect(word).toMatch(/^[\p{Ll}\p{N}]+$/u);
    }
  });

  it('knows the everyday words of issue 15 both ways', () => {
    expect(senseOf('handy')?.synonyms).toEqual(
      expect.arrayContaining(['smartphone', 'mobiltelefon', 'phone']),
    );
    expect(senseOf('stroller')?.synonyms).toEqual(expect.arrayContaining(['kinderwagen', 'pram', 'buggy']));
    expect(senseOf('tasse')?.synonyms).toEqual(expect.arrayContaining(['cup', 'mug']));
    expect(senseOf('glotze')?.matchCategories).toEqual(['electronics-tv']);
    expect(senseOf('fahrrad')?.boostCategories).toContain('sports-leisure-bicycles-city');
    // Brands are no synonyms: "iPhone" is not every phone.
    expect(senseOf('handy')?.synonyms).not.toContain('iphone');
  });
});

describe('splitCompound', () => {
  it('splits at the longest ending the lexicon knows', () => {
    expect(splitCompound('espressotasse')).toEqual({ modifier: 'espresso', head: 'tasse' });
    expect(splitCompound('handytasche')).toEqual({ modifier: 'handy', head: 'tasche' });
    expect(splitCompound('geschwisterkinderwagen')).toEqual({ modifier: 'geschwister', head: 'kinderwagen' });
    expect(splitCompound('arbeitshose')).toEqual({ modifier: 'arbeit', head: 'hose' });
    expect(splitCompound('herrenuhr')).toEqual({ modifier: 'herren', head: 'uhr' });
  });

  it('leaves words with a meaning of their own, short words and odd endings alone', () => {
    expect(splitCompound('kinderwagen')).toBeNull();
    expect(splitCompound('fahrrad')).toBeNull();
    expect(splitCompound('aquarim')).toBeNull();
    expect(splitCompound('uhr')).toBeNull();
  });
});

describe('planSearchWords and buildExpandedQuery', () => {
  it('joins phrases the lexicon holds as one word', () => {
    expect(joinLexiconPhrases(['coffee', 'table', 'oak'])).toEqual(['coffeetable', 'oak']);
  });

  it('ORs a word with its synonyms, listing compounds and categories, and ANDs the words', () => {
    const plans = planSearchWords(['handy', 'samsung']);
    expect(plans[0]?.texts).toEqual(expect.arrayContaining(['handy', 'smartphone']));
    expect(plans[1]?.texts).toEqual(['samsung']);
    const built = buildExpandedQuery(plans, {
      normalised: new Map([
        ['handy', ["'handy'", "'handi'", "'handy'"]],
        ['smartphone', ["'smartphon'", "'smartphon'", "'smartphone'"]],
        ['samsung', ["'samsung'", "'samsung'", "'samsung'"]],
      ]),
      compounds: new Map([['handy', ['diensthandy']]]),
    });
    expect(built?.matchQuery).toBe(
      "( 'handy' | 'handi' | 'smartphon' | 'smartphone' | 'diensthandy' | '~kelectronics-phones-smartphones' ) & 'samsung'",
    );
    expect(built?.boostCategoryIds).toContain('electronics-phones-smartphones');
  });

  it('takes a listing word that ends in the word as its compound only when it is not a word of another part', () => {
    expect(isUnrelatedWord('controller', 'roller')).toBe(true);
    expect(isUnrelatedWord('controllern', 'roller')).toBe(true);
    expect(isUnrelatedWord('tretroller', 'roller')).toBe(false);
    expect(isUnrelatedWord('motorroller', 'roller')).toBe(false);
    expect(isUnrelatedWord('espressotassen', 'tasse')).toBe(false);
    const built = buildExpandedQuery(planSearchWords(['roller']), {
      normalised: new Map([['roller', ["'roll'", "'roller'", "'roller'"]]]),
      compounds: new Map([['roller', ['controller', 'motorroller', 'tretroller']]]),
    });
    expect(built?.matchQuery).toContain("'motorroller'");
    expect(built?.matchQuery).toContain("'tretroller'");
    expect(built?.matchQuery).not.toContain("'controller'");
  });

  it('matches a compound by its parts together and by its head alone', () => {
    const [plan] = planSearchWords(['espressotasse']);
    expect(plan?.compound?.modifier).toBe('espresso');
    const built = buildExpandedQuery(planSearchWords(['espressotasse']), {
      normalised: new Map([
        ['espressotasse', ["'espressotass'", "'espressotass'", "'espressotasse'"]],
        ['espresso', ["'espresso'", "'espresso'", "'espresso'"]],
        ['tasse', ["'tass'", "'tass'", "'tasse'"]],
      ]),
      compounds: new Map(),
    });
    expect(built?.matchQuery).toContain("( 'espresso' & ( 'tass' | 'tasse' | '~khome-kitchen-tableware' ) )");
    expect(built?.matchQuery).toContain("| 'tass' |");
    expect(built?.boostCategoryIds).toContain('home-kitchen-tableware');
  });
});
