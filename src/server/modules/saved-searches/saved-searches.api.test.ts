import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  savedSearchesMax,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
} from '@shared/saved-searches/saved-search.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('saved searches API', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });

  const request = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => context.app.inject({ method, url: `/api/saved-searches${url}`, headers: user.headers, payload });
  const save = async (user: TestUser, payload: object, expectedStatus = 201) => {
    const response = await request(user, 'POST', '', payload);
    expect(response.statusCode, response.body).toBe(expectedStatus);
    return savedSearchResponseSchema.parse(response.json()).data;
  };
  const list = async (user: TestUser) => {
    const response = await request(user, 'GET', '');
    expect(response.statusCode, response.body).toBe(200);
    return savedSearchListResponseSchema.parse(response.json()).data.savedSearches;
  };

  it('requires sign-in', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/saved-searches' });
    expect(response.statusCode).toBe(401);
  });

  it('saves with normalised params, new ones first, and identical params update instead of adding', async () => {
    const user = await createTestUser(context, { label: 'saver' });
    const first = await save(user, {
      label: 'Sofas',
      params: { query: ' sofa ', cursor: 'abc', priceMax: '' },
    });
    expect(first.created).toBe(true);
    expect(first.savedSearch.params).toEqual({ query: 'sofa' });
    expect(first.savedSearch.notificationsEnabled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await save(user, { params: { category: 'home', region: 'Berlin', radius: '25' } });
    expect(second.savedSearch.label).toBe('home · Berlin · 25 km');
    expect((await list(user)).map((item) => item.id)).toEqual([second.savedSearch.id, first.savedSearch.id]);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await save(user, { label: 'Cheap sofas', params: { query: 'sofa', limit: '10' } }, 200);
    expect(again.created).toBe(false);
    expect(again.savedSearch.id).toBe(first.savedSearch.id);
    expect(again.savedSearch.label).toBe('Cheap sofas');
    expect(again.savedSearch.lastRunAt > first.savedSearch.lastRunAt).toBe(true);
    expect(again.savedSearch.createdAt).toBe(first.savedSearch.createdAt);
    expect(await list(user)).toHaveLength(2);
  });

  it('refuses params that are empty after normalising, with a field error', async () => {
    const user = await createTestUser(context, { label: 'empty-params' });
    for (const params of [{}, { query: '   ' }, { cursor: 'x', limit: '24' }]) {
      const response = await request(user, 'POST', '', { params });
      expect(response.statusCode, response.body).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toContain('A saved search needs at least one filter.');
    }
  });

  it('answers 409 LIMIT_REACHED for the 21st, but still updates an identical one', async () => {
    const user = await createTestUser(context, { label: 'limit' });
    for (let index = 0; index < savedSearchesMax; index += 1) {
      await save(user, { params: { query: `limit word ${index}` } });
    }
    const response = await request(user, 'POST', '', { params: { query: 'one too many' } });
    expect(response.statusCode, response.body).toBe(409);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('LIMIT_REACHED');
    await save(user, { label: 'renamed by saving', params: { query: 'limit word 3' } }, 200);
    expect(await list(user)).toHaveLength(savedSearchesMax);
  });

  it('never lets concurrent saves pass the limit', async () => {
    const user = await createTestUser(context, { label: 'race' });
    for (let index = 0; index < savedSearchesMax - 2; index += 1) {
      await save(user, { params: { query: `race word ${index}` } });
    }
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        request(user, 'POST', '', { params: { query: `racer ${index}` } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    expect(await list(user)).toHaveLength(savedSearchesMax);
  });

  it('renames (a blank label keeps the old one), switches alerts and remembers the mail language', async () => {
    const user = await createTestUser(context, { label: 'rename' });
    const { savedSearch } = await save(user, { label: 'Lamps', params: { query: 'lamp' } });
    const renamed = await request(user, 'PATCH', `/${savedSearch.id}`, { label: '  Desk lamps ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.savedSearch.label).toBe('Desk lamps');

    const blank = await context.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${savedSearch.id}`,
      headers: { ...user.headers, 'accept-language': 'de-DE,de;q=0.9' },
      payload: { label: '   ', notificationsEnabled: true },
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().data.savedSearch).toMatchObject({ label: 'Desk lamps', notificationsEnabled: true });
    const [stored] = await context.database.db
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored?.preferences.mailLanguage).toBe('de');

    // A request without Accept-Language says nothing about the language: the remembered one stays.
    const silent = await request(user, 'PATCH', `/${savedSearch.id}`, { notificationsEnabled: true });
    expect(silent.statusCode, silent.body).toBe(200);
    const [kept] = await context.database.db
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, user.id));
    expect(kept?.preferences.mailLanguage).toBe('de');
  });

  it('runs (lastRunAt moves) and deletes', async () => {
    const user = await createTestUser(context, { label: 'run-delete' });
    const { savedSearch } = await save(user, { params: { tag: 'vintage' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const ran = await request(user, 'POST', `/${savedSearch.id}/run`);
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json().data.savedSearch.lastRunAt > savedSearch.lastRunAt).toBe(true);

    const deleted = await request(user, 'DELETE', `/${savedSearch.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await list(user)).toEqual([]);
    expect((await request(user, 'DELETE', `/${savedSearch.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's saved search on every route", async () => {
    const owner = await createTestUser(context, { label: 'owner' });
    const stranger = await createTestUser(context, { label: 'stranger' });
    const { savedSearch } = await save(owner, { params: { query: 'private' } });
    const attempts = [
      request(stranger, 'PATCH', `/${savedSearch.id}`, { label: 'mine now' }),
      request(stranger, 'POST', `/${savedSearch.id}/run`),
      request(stranger, 'DELETE', `/${savedSearch.id}`),
      request(stranger, 'PATCH', `/${randomUUID()}`, { label: 'nobody' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
    expect((await list(owner))[0]?.label).toBe('private');
  });

  it('imports guest searches merged with the same rules, capped at 20, and reports the skipped ones', async () => {
    const user = await createTestUser(context, { label: 'import' });
    for (let index = 0; index < 17; index += 1) await save(user, { params: { query: `kept ${index}` } });
    const guest = (query: string, minute: number, extra: object = {}) => ({
      label: `Guest ${query}`,
      params: { query },
      notificationsEnabled: false,
      createdAt: `2026-01-01T10:0${minute}:00.000Z`,
      ...extra,
    });
    const response = await request(user, 'POST', '/import', {
      savedSearches: [
        guest('guest c', 3),
        guest('kept 2', 1, { label: 'Renamed by guest', lastRunAt: '2026-01-01T10:09:00.000Z' }),
        guest('guest a', 1, { notificationsEnabled: true }),
        guest('guest b', 2),
        guest('guest d', 4),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      data: { savedSearches: { label: string; params: object }[]; skipped: number };
    };
    expect(body.data.skipped).toBe(1);
    expect(body.data.savedSearches).toHaveLength(savedSearchesMax);
    const labels = body.data.savedSearches.map((item) => item.label);
    expect(labels).toContain('Renamed by guest');
    expect(labels).toEqual(expect.arrayContaining(['Guest guest a', 'Guest guest b', 'Guest guest c']));
    expect(labels).not.toContain('Guest guest d');
    expect(await list(user)).toHaveLength(savedSearchesMax);
  });
});
