import { errorResponseSchema } from '@shared/api/error.schema';
import { profileResponseSchema } from '@shared/profile/profile.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { locationConsentRequiredMessage } from './profile.service';

describe('profile', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const getProfile = async (user: TestUser) => {
    const response = await context.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(response.statusCode).toBe(200);
    return profileResponseSchema.parse(response.json()).data.profile;
  };
  const patchProfile = (user: TestUser, payload: unknown) =>
    context.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: user.headers,
      payload: payload as object,
    });

  it('answers a new account with its name, no location, no consent and no preferences', async () => {
    const user = await createTestUser(context, { label: 'profile-new', displayName: 'Paula Profil' });
    expect(await getProfile(user)).toEqual({
      displayName: 'Paula Profil',
      location: null,
      locationConsent: false,
      locationConsentAt: null,
      preferences: {},
    });
  });

  it('needs a session', async () => {
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await context.app.inject({ method, url: '/api/profile', payload: {} });
      expect(response.statusCode).toBe(401);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it.each([
    [250, 200],
    [200.4, 200],
    [12.6, 13],
    [12.4, 12],
    [0, 0],
    [-5, 0],
  ])('clamps and rounds a search radius of %d km to %d km', async (sent, stored) => {
    const user = await createTestUser(context, { label: 'profile-radius' });
    const response = await patchProfile(user, { preferences: { searchRadiusKm: sent } });
    expect(response.statusCode).toBe(200);
    expect(profileResponseSchema.parse(response.json()).data.profile.preferences.searchRadiusKm).toBe(stored);
    expect((await getProfile(user)).preferences.searchRadiusKm).toBe(stored);
  });

  it('stores the search location, merges later changes, and clears keys sent as null or blank', async () => {
    const user = await createTestUser(context, { label: 'profile-preferences' });
    const first = await patchProfile(user, {
      preferences: {
        searchRadiusKm: 50,
        searchLocationSlug: 'hamburg',
        searchLocationLabel: ' Hamburg ',
        searchLocationCoordinates: { latitude: 53.5511, longitude: 9.9937 },
        searchLocationSource: 'manual',
      },
    });
    expect(first.statusCode).toBe(200);
    expect(profileResponseSchema.parse(first.json()).data.profile.preferences).toEqual({
      searchRadiusKm: 50,
      searchLocationSlug: 'hamburg',
      searchLocationLabel: 'Hamburg',
      searchLocationCoordinates: { latitude: 53.5511, longitude: 9.9937 },
      searchLocationSource: 'manual',
    });

    expect((await patchProfile(user, { preferences: { searchRadiusKm: 10 } })).statusCode).toBe(200);
    expect((await getProfile(user)).preferences).toMatchObject({
      searchRadiusKm: 10,
      searchLocationSlug: 'hamburg',
    });

    const cleared = await patchProfile(user, {
      preferences: { searchLocationSlug: null, searchLocationLabel: '  ', searchLocationCoordinates: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(profileResponseSchema.parse(cleared.json()).data.profile.preferences).toEqual({
      searchRadiusKm: 10,
      searchLocationSource: 'manual',
    });
  });

  it('uses a 25 km radius when a search location is chosen without one', async () => {
    const user = await createTestUser(context, { label: 'profile-default-radius' });
    const response = await patchProfile(user, {
      preferences: {
        searchLocationSlug: 'leipzig',
        searchLocationLabel: 'Leipzig',
        searchLocationSource: 'manual',
      },
    });
    expect(profileResponseSchema.parse(response.json()).data.profile.preferences.searchRadiusKm).toBe(25);

    await patchProfile(user, { preferences: { searchRadiusKm: 100 } });
    const moved = await patchProfile(user, { preferences: { searchLocationSlug: 'bremen' } });
    expect(profileResponseSchema.parse(moved.json()).data.profile.preferences.searchRadiusKm).toBe(100);
  });

  it('refuses to store a location before consent, with a clear message, and stores nothing', async () => {
    const user = await createTestUser(context, { label: 'profile-no-consent' });
    const response = await patchProfile(user, {
      displayName: 'Should Not Change',
      location: { label: 'Berlin', slug: 'berlin', coordinates: { latitude: 52.52, longitude: 13.405 } },
    });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe(locationConsentRequiredMessage);
    expect(body.error.details?.issues?.[0]?.path).toBe('body.location');
    const profile = await getProfile(user);
    expect(profile.location).toBeNull();
    expect(profile.displayName).not.toBe('Should Not Change');
  });

  it('stores a location together with consent, and later ones on the strength of that consent', async () => {
    const user = await createTestUser(context, { label: 'profile-consent' });
    const before = Date.now();
    const consented = await patchProfile(user, {
      locationConsent: true,
      location: { label: 'Berlin', slug: 'berlin', coordinates: { latitude: 52.52, longitude: 13.405 } },
    });
    expect(consented.statusCode).toBe(200);
    const profile = profileResponseSchema.parse(consented.json()).data.profile;
    expect(profile.location).toEqual({
      label: 'Berlin',
      slug: 'berlin',
      coordinates: { latitude: 52.52, longitude: 13.405 },
    });
    expect(profile.locationConsent).toBe(true);
    const consentAt = Date.parse(profile.locationConsentAt ?? '');
    expect(consentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(consentAt).toBeLessThanOrEqual(Date.now() + 1000);

    const moved = await patchProfile(user, { location: { label: 'Köln' } });
    expect(moved.statusCode).toBe(200);
    const movedProfile = profileResponseSchema.parse(moved.json()).data.profile;
    expect(movedProfile.location).toEqual({ label: 'Köln' });
    expect(movedProfile.locationConsentAt).toBe(profile.locationConsentAt);

    const removed = await patchProfile(user, { location: null });
    expect(profileResponseSchema.parse(removed.json()).data.profile.location).toBeNull();
  });

  it('renews the consent time whenever consent is given again', async () => {
    const user = await createTestUser(context, { label: 'profile-reconsent' });
    const earlier = new Date('2026-01-01T00:00:00Z');
    await context.database.db
      .update(users)
      .set({ locationConsent: true, locationConsentAt: earlier })
      .where(eq(users.id, user.id));
    expect((await getProfile(user)).locationConsentAt).toBe(earlier.toISOString());
    const response = await patchProfile(user, { locationConsent: true });
    const consentAt = profileResponseSchema.parse(response.json()).data.profile.locationConsentAt;
    expect(Date.parse(consentAt ?? '')).toBeGreaterThan(earlier.getTime());
  });

  it('removing a location needs no consent', async () => {
    const user = await createTestUser(context, { label: 'profile-remove' });
    const response = await patchProfile(user, { location: null });
    expect(response.statusCode).toBe(200);
  });

  it('changes the display name, trimmed, and validates it', async () => {
    const user = await createTestUser(context, { label: 'profile-name' });
    const renamed = await patchProfile(user, { displayName: '  Neue Name  ' });
    expect(profileResponseSchema.parse(renamed.json()).data.profile.displayName).toBe('Neue Name');
    for (const displayName of ['x', ' ', 'y'.repeat(61)]) {
      const response = await patchProfile(user, { displayName });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('rejects unknown fields, consent withdrawal and malformed values', async () => {
    const user = await createTestUser(context, { label: 'profile-invalid' });
    for (const payload of [
      { roles: ['admin'] },
      { preferences: { theme: 'dark' } },
      { locationConsent: false },
      { location: { label: '' } },
      { preferences: { searchLocationCoordinates: { latitude: 91, longitude: 0 } } },
      { preferences: { searchLocationSource: 'gps' } },
      { preferences: { searchRadiusKm: '25' } },
    ]) {
      const response = await patchProfile(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps other features’ preference keys out of the answer and intact', async () => {
    const user = await createTestUser(context, { label: 'profile-foreign-keys' });
    await context.database.db
      .update(users)
      .set({ preferences: { onboardingIntents: ['sell'], searchRadiusKm: 'broken' } })
      .where(eq(users.id, user.id));
    expect((await getProfile(user)).preferences).toEqual({});
    await patchProfile(user, { preferences: { searchRadiusKm: 5 } });
    const [row] = await context.database.db
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.preferences).toEqual({ onboardingIntents: ['sell'], searchRadiusKm: 5 });
  });

  it('answers 401 when the account behind a valid token is gone', async () => {
    const user = await createTestUser(context, { label: 'profile-gone' });
    await context.database.db.delete(users).where(eq(users.id, user.id));
    const response = await context.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(response.statusCode).toBe(401);
  });
});
