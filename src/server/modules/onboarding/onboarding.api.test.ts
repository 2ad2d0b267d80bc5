import { errorResponseSchema } from '@shared/api/error.schema';
import { onboardingResponseSchema } from '@shared/profile/profile.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('onboarding', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const patchOnboarding = async (user: TestUser, payload: object) => {
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/onboarding',
      headers: user.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return onboardingResponseSchema.parse(response.json()).data.onboarding;
  };
  const resetOnboarding = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/onboarding/reset',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return onboardingResponseSchema.parse(response.json()).data.onboarding;
  };
  const storedPreferences = async (user: TestUser) => {
    const [row] = await context.database.db
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, user.id));
    return row?.preferences;
  };

  it('records the current step and when it was last seen', async () => {
    const user = await createTestUser(context, { label: 'onboarding-step' });
    const before = Date.now();
    const onboarding = await patchOnboarding(user, { currentStep: 2 });
    expect(onboarding).toMatchObject({ completed: false, currentStep: 2, completedAt: null });
    expect(Date.parse(onboarding.lastSeenAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('completes, keeps the first completion time, and updates lastSeenAt on every call', async () => {
    const user = await createTestUser(context, { label: 'onboarding-complete' });
    const completed = await patchOnboarding(user, { completed: true, currentStep: 3 });
    expect(completed.completed).toBe(true);
    expect(completed.currentStep).toBe(3);
    expect(completed.completedAt).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 15));
    const again = await patchOnboarding(user, { completed: true });
    expect(again.completedAt).toBe(completed.completedAt);
    expect(again.currentStep).toBe(3);
    expect(Date.parse(again.lastSeenAt ?? '')).toBeGreaterThan(Date.parse(completed.lastSeenAt ?? ''));

    const reopened = await patchOnboarding(user, { completed: false });
    expect(reopened).toMatchObject({ completed: false, completedAt: null, currentStep: 3 });
  });

  it('stores the intents in the preferences without touching the others', async () => {
    const user = await createTestUser(context, { label: 'onboarding-intents' });
    await context.database.db
      .update(users)
      .set({ preferences: { searchRadiusKm: 50 } })
      .where(eq(users.id, user.id));
    await patchOnboarding(user, { intents: ['buy', 'sell'] });
    expect(await storedPreferences(user)).toEqual({ searchRadiusKm: 50, onboardingIntents: ['buy', 'sell'] });
    await patchOnboarding(user, { currentStep: 1 });
    expect(await storedPreferences(user)).toEqual({ searchRadiusKm: 50, onboardingIntents: ['buy', 'sell'] });
  });

  it('resets to the state of a new account, keeping other preferences', async () => {
    const user = await createTestUser(context, { label: 'onboarding-reset' });
    await patchOnboarding(user, { currentStep: 4, completed: true, intents: ['both'] });
    await context.database.db
      .update(users)
      .set({ preferences: { onboardingIntents: ['both'], searchLocationSlug: 'berlin' } })
      .where(eq(users.id, user.id));
    expect(await resetOnboarding(user)).toEqual({
      completed: false,
      currentStep: 0,
      completedAt: null,
      lastSeenAt: null,
    });
    expect(await storedPreferences(user)).toEqual({ searchLocationSlug: 'berlin' });
  });

  it('validates the body', async () => {
    const user = await createTestUser(context, { label: 'onboarding-invalid' });
    for (const payload of [
      { currentStep: -1 },
      { currentStep: 11 },
      { currentStep: 1.5 },
      { intents: ['browse'] },
      { completedAt: '2026-01-01T00:00:00Z' },
    ]) {
      const response = await context.app.inject({
        method: 'PATCH',
        url: '/api/onboarding',
        headers: user.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a session', async () => {
    const patch = await context.app.inject({
      method: 'PATCH',
      url: '/api/onboarding',
      payload: { currentStep: 1 },
    });
    const reset = await context.app.inject({ method: 'POST', url: '/api/onboarding/reset' });
    expect([patch.statusCode, reset.statusCode]).toEqual([401, 401]);
  });
});
