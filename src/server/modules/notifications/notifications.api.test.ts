import { randomUUID } from 'node:crypto';
import { notificationListResponseSchema } from '@shared/notifications/notification.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { type SavedSearchMatchPayload, savedSearchMatchKind } from './notification-text';
import { insertNotification } from './notifications.repository';

describe('notifications API', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });

  const addMatch = async (user: TestUser, overrides: Partial<SavedSearchMatchPayload> = {}) => {
    const payload: SavedSearchMatchPayload = {
      savedSearchId: randomUUID(),
      label: 'Road bikes',
      listingId: randomUUID(),
      listingSlug: 'road-bike-abc',
      listingTitle: 'Road bike, 56 cm',
      priceCents: 125_050,
      ...overrides,
    };
    const isCreated = await insertNotification(context.database.db, {
      userId: user.id,
      category: 'system',
      kind: savedSearchMatchKind,
      payload: { ...payload },
      actionTo: `/listing/${payload.listingSlug}`,
      dedupeKey: `saved-search:${payload.savedSearchId}:${payload.listingId}`,
    });
    // Created one by one, so "newest first" has distinct timestamps to order by.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { payload, isCreated };
  };
  const list = async (user: TestUser, headers: Record<string, string> = {}, query = '') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/notifications${query}`,
      headers: { ...user.headers, ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return notificationListResponseSchema.parse(response.json()).data;
  };
  const markRead = (user: TestUser, payload: object) =>
    context.app.inject({ method: 'POST', url: '/api/notifications/read', headers: user.headers, payload });

  it('requires sign-in', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('lists newest first with the unread count, rendered in English by default', async () => {
    const user = await createTestUser(context, { label: 'notified' });
    await addMatch(user, { listingTitle: 'Older lamp', priceCents: 1500 });
    const { payload } = await addMatch(user);
    const { notifications, unreadCount } = await list(user);
    expect(unreadCount).toBe(2);
    expect(notifications[0]).toMatchObject({
      title: 'New match for “Road bikes”',
      description: 'Road bike, 56 cm for €1,250.50',
      read: false,
      category: 'system',
      actionTo: `/listing/${payload.listingSlug}`,
    });
    expect(notifications[1]?.description).toBe('Older lamp for €15');
    expect((await list(user, {}, '?limit=1')).notifications).toHaveLength(1);
  });

  it('renders German with Accept-Language de', async () => {
    const user = await createTestUser(context, { label: 'notified-de' });
    await addMatch(user);
    const [notification] = (await list(user, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).notifications;
    expect(notification?.title).toBe('Neuer Treffer für „Road bikes“');
    expect(notification?.description).toMatch(/^Road bike, 56 cm für 1\.250,50\s€$/);
  });

  it('keeps one notification per dedupe key', async () => {
    const user = await createTestUser(context, { label: 'dedupe' });
    const first = await addMatch(user);
    const second = await addMatch(user, first.payload);
    expect(first.isCreated).toBe(true);
    expect(second.isCreated).toBe(false);
    expect((await list(user)).notifications).toHaveLength(1);
  });

  it('marks some by id or all as read, and never touches other users', async () => {
    const user = await createTestUser(context, { label: 'reader' });
    const other = await createTestUser(context, { label: 'other-reader' });
    await addMatch(user);
    await addMatch(user);
    await addMatch(user);
    await addMatch(other);
    const [newest] = (await list(user)).notifications;
    const [othersNotification] = (await list(other)).notifications;

    const byId = await markRead(user, { ids: [newest!.id, othersNotification!.id] });
    expect(byId.statusCode, byId.body).toBe(204);
    const afterOne = await list(user);
    expect(afterOne.unreadCount).toBe(2);
    expect(afterOne.notifications[0]?.read).toBe(true);
    expect((await list(other)).unreadCount).toBe(1);

    expect((await markRead(user, { all: true })).statusCode).toBe(204);
    expect((await list(user)).unreadCount).toBe(0);
    expect((await list(other)).unreadCount).toBe(1);
  });

  it('answers 400 for bad input', async () => {
    const user = await createTestUser(context, { label: 'bad-input' });
    for (const payload of [{}, { ids: [] }, { ids: ['not-a-uuid'] }, { all: false }]) {
      const response = await markRead(user, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=500',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});
