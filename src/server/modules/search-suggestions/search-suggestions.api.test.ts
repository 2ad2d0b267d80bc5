import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { searchSuggestionsResponseSchema } from '@shared/search/search-suggestions.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/platform.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { popularQueryRule, refreshPopularQueries } from './search-suggestions.service';

const day = 86_400_000;
// Other test files store analytics events too: every query here starts with this run's own word,
// in letters only (six digits would make it a number the rule never keeps).
const marker = `zq${randomUUID()
  .slice(0, 6)
  .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;

/** `sessions` consented searches for `query`, spread over `days` different days. */
function searches(
  query: string,
  options: { sessions: number; days: number; locale?: string; daysAgo?: number },
) {
  const now = Date.now();
  return Array.from({ length: options.sessions }, (_, index) => ({
    name: 'search_performed',
    occurredAt: new Date(now - ((options.daysAgo ?? 0) + (index % options.days)) * day - 60_000),
    sessionId: `${marker}-${query}-${index}`,
    properties: { query, resultCount: 3 },
    context: { platform: 'web', appVersion: 'test', locale: options.locale ?? 'de', offline: false },
  }));
}

describe('search suggestions', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp();
    const { minSessions, minDays } = popularQueryRule;
    await context.database.db.insert(analyticsEvents).values([
      ...searches(`${marker} Fahrradhelm`, { sessions: minSessions + 5, days: minDays }),
      ...searches(`${marker}   FAHRRAD `, { sessions: minSessions + 1, days: minDays + 1 }),
      ...searches(`${marker} Fahrrad`, { sessions: 1, days: 1 }),
      ...searches(`${marker} Kinderwagen`, { sessions: minSessions + 3, days: minDays }),
      ...searches(`${marker} bike`, { sessions: minSessions, days: minDays, locale: 'en-GB' }),
      // Below the rule: too few sessions, too few days, too old, a phone number.
      ...searches(`${marker} anna schmidt`, { sessions: minSessions - 1, days: minDays + 2 }),
      ...searches(`${marker} fahrrad vom nachbarn`, { sessions: minSessions + 10, days: minDays - 1 }),
      ...searches(`${marker} fahrradkorb`, {
        sessions: minSessions,
        days: minDays,
        daysAgo: popularQueryRule.windowDays + 1,
      }),
      ...searches(`${marker} 0171 2345678`, { sessions: minSessions + 10, days: minDays + 2 }),
      ...searches(`${marker} +49 (30) 12-34`, { sessions: minSessions + 10, days: minDays + 2 }),
      // Model numbers, sizes and years are short numbers between letters: kept.
      ...searches(`${marker} galaxy s23 128gb 2023`, { sessions: minSessions, days: minDays }),
    ]);
    await refreshPopularQueries(context.database.db);
  });
  afterAll(() => context.close());

  const suggest = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/search/suggestions',
      query,
      headers,
    });
    return response;
  };
  const suggestionsFor = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await suggest(query, headers);
    expect(response.statusCode).toBe(200);
    return searchSuggestionsResponseSchema.parse(response.json()).data;
  };

  it('suggests popular queries that start with the prefix, most searched first, normalised', async () => {
    const result = await suggestionsFor({ q: `${marker.toUpperCase()}  Fahr`, lang: 'de' });
    expect(result.prefix).toBe(`${marker} fahr`);
    const queries = result.suggestions.filter((each) => each.kind === 'query').map((each) => each.text);
    // "FAHRRAD" and "Fahrrad" are one query once normalised: 11 + 1 sessions.
    expect(queries).toEqual([`${marker} fahrradhelm`, `${marker} fahrrad`]);
  });

  it('keeps each language to itself and takes the language from Accept-Language when none is named', async () => {
    const german = await suggestionsFor({ q: marker }, { 'accept-language': 'de-DE' });
    expect(german.language).toBe('de');
    expect(german.suggestions.map((each) => (each.kind === 'query' ? each.text : each.label))).toEqual([
      `${marker} fahrradhelm`,
      `${marker} kinderwagen`,
      `${marker} fahrrad`,
      `${marker} galaxy s23 128gb 2023`,
    ]);
    const english = await suggestionsFor({ q: marker, lang: 'en' }, { 'accept-language': 'de-DE' });
    expect(english.suggestions).toEqual([{ kind: 'query', text: `${marker} bike` }]);
  });

  it('hides rare, one-day, old and number-like queries (the k-anonymity rule) and stores none of them', async () => {
    const result = await suggestionsFor({ q: marker, lang: 'de', limit: '8' });
    const texts = result.suggestions.map((each) => (each.kind === 'query' ? each.text : each.label));
    for (const hidden of [
      'anna schmidt',
      'fahrrad vom nachbarn',
      'fahrradkorb',
      '0171 2345678',
      '+49 (30) 12-34',
    ]) {
      expect(texts).not.toContain(`${marker} ${hidden}`);
    }
    const stored = await context.database.pool.query(
      'select query from search_popular_queries where query like $1 order by query',
      [`${marker}%`],
    );
    expect(stored.rows.map((row) => row.query)).toEqual([
      `${marker} bike`,
      `${marker} fahrrad`,
      `${marker} fahrradhelm`,
      `${marker} galaxy s23 128gb 2023`,
      `${marker} kinderwagen`,
    ]);
  });

  it('answers one- and two-letter prefixes from the precomputed table in the same order', async () => {
    const result = await suggestionsFor({ q: 'ZQ', lang: 'de' });
    expect(result.suggestions.filter((each) => each.kind === 'query')).toEqual([
      { kind: 'query', text: `${marker} fahrradhelm` },
      { kind: 'query', text: `${marker} kinderwagen` },
      { kind: 'query', text: `${marker} fahrrad` },
      { kind: 'query', text: `${marker} galaxy s23 128gb 2023` },
    ]);
  });

  it('matches LIKE wildcards literally', async () => {
    const result = await suggestionsFor({ q: `${marker} %`, lang: 'de' });
    expect(result.suggestions).toEqual([]);
    expect((await suggestionsFor({ q: `${marker}_`, lang: 'de' })).suggestions).toEqual([]);
  });

  it('suggests categories by a word of their name in the chosen language, umlauts typed any way', async () => {
    const german = await suggestionsFor({ q: 'fahrrae', lang: 'de' });
    const labels = german.suggestions.flatMap((each) => (each.kind === 'category' ? [each.label] : []));
    expect(labels[0]).toBe('Fahrräder');
    expect(german.suggestions.find((each) => each.kind === 'category')).toMatchObject({
      categoryId: expect.any(String),
      parentLabel: expect.any(String),
    });
    const english = await suggestionsFor({ q: 'bicy', lang: 'en' });
    expect(english.suggestions).toContainEqual(
      expect.objectContaining({ kind: 'category', label: 'Bicycles' }),
    );
    const englishForGerman = await suggestionsFor({ q: 'fahrr', lang: 'en' });
    expect(englishForGerman.suggestions.filter((each) => each.kind === 'category')).toEqual([]);
  });

  it('answers at most `limit` suggestions and never more than three categories when queries match', async () => {
    const one = await suggestionsFor({ q: marker, lang: 'de', limit: '1' });
    expect(one.suggestions).toEqual([{ kind: 'query', text: `${marker} fahrradhelm` }]);
    const broad = await suggestionsFor({ q: 'k', lang: 'de' });
    expect(broad.suggestions.length).toBeLessThanOrEqual(8);
  });

  it.each([
    [{}, 'de', 'Gib mindestens ein Zeichen ein'],
    [{ q: '   ' }, 'en', 'Type at least one character'],
    [{ q: 'x'.repeat(81) }, 'de', 'bis zu 80 Zeichen'],
    [{ q: 'sofa', limit: '9' }, 'en', 'from 1 to 8'],
    [{ q: 'sofa', limit: 'many' }, 'de', 'von 1 bis 8'],
    [{ q: 'sofa', lang: 'fr' }, 'de', 'in diesen Sprachen: en, de'],
  ])('refuses %j with a 400 in the caller language (%s)', async (query, language, message) => {
    const response = await suggest(query as Record<string, string>, { 'accept-language': language });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain(message);
    expect(body.error.details?.issues?.[0]?.path).toMatch(/^query\./);
  });
});
