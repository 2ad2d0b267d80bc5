import { errorResponseSchema } from '@shared/api/error.schema';
import { tourResponseSchema } from '@shared/tour/tour.schema';
import type { TourAction } from '@shared/tour/tour-machine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('power-user tour', () => {
  let context: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    admin = await createTestUser(context, { label: 'tour-admin', roles: ['admin'] });
  });
  afterAll(() => context.close());

  const getTour = async (user: TestUser) => {
    const response = await context.app.inject({ method: 'GET', url: '/api/tour', headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return tourResponseSchema.parse(response.json()).data;
  };
  const putTour = (user: TestUser, action: TourAction | string) =>
    context.app.inject({ method: 'PUT', url: '/api/tour', headers: user.headers, payload: { action } });
  const move = async (user: TestUser, action: TourAction) => {
    const response = await putTour(user, action);
    expect(response.statusCode, response.body).toBe(200);
    return tourResponseSchema.parse(response.json()).data.tour;
  };
  const refused = async (user: TestUser, action: TourAction) => {
    const response = await putTour(user, action);
    return { status: response.statusCode, error: errorResponseSchema.parse(response.json()).error };
  };
  const userWithTour = async (label: string) => {
    const user = await createTestUser(context, { label });
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/feature-flags/assignments',
      headers: admin.headers,
      payload: { key: 'powerUserTour', enabled: true, stage: 'beta', userId: user.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    return user;
  };

  it('asks for a session', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/tour' });
    expect(response.statusCode).toBe(401);
  });

  it('with the flag off: an idle state that is not available, and every move refused', async () => {
    const user = await createTestUser(context, { label: 'tour-off' });
    expect(await getTour(user)).toEqual({
      isAvailable: false,
      tour: {
        status: 'idle',
        stepIndex: 0,
        stepCount: 4,
        isVisible: false,
        startedAt: null,
        completedAt: null,
        skippedAt: null,
        dismissedAt: null,
        updatedAt: null,
      },
    });
    for (const action of ['start', 'restart'] as const) {
      expect(await refused(user, action)).toMatchObject({
        status: 403,
        error: { code: 'TOUR_NOT_AVAILABLE' },
      });
    }
    expect((await getTour(user)).tour.status).toBe('idle');
  });

  it('a flag assigned but disabled keeps the tour unavailable', async () => {
    const user = await createTestUser(context, { label: 'tour-disabled' });
    await context.app.inject({
      method: 'PUT',
      url: '/api/feature-flags/assignments',
      headers: admin.headers,
      payload: { key: 'powerUserTour', enabled: false, stage: 'general', userId: user.id },
    });
    expect((await getTour(user)).isAvailable).toBe(false);
    expect((await refused(user, 'start')).status).toBe(403);
  });

  it('runs start, next, back, finish with the timestamps, and stores the state', async () => {
    const user = await userWithTour('tour-finish');
    expect(await getTour(user)).toMatchObject({
      isAvailable: true,
      tour: { status: 'idle', isVisible: false },
    });
    const started = await move(user, 'start');
    expect(started).toMatchObject({ status: 'running', stepIndex: 0, isVisible: true });
    expect(started.startedAt).not.toBeNull();
    expect((await move(user, 'next')).stepIndex).toBe(1);
    expect((await move(user, 'back')).stepIndex).toBe(0);
    await move(user, 'next');
    await move(user, 'next');
    expect(await move(user, 'next')).toMatchObject({ status: 'running', stepIndex: 3 });
    const finished = await move(user, 'finish');
    expect(finished).toMatchObject({ status: 'completed', stepIndex: 3, isVisible: false });
    expect(finished.completedAt).not.toBeNull();
    expect((await getTour(user)).tour).toEqual(finished);
  });

  it('refuses moves the machine does not allow, with where the tour is, and changes nothing', async () => {
    const user = await userWithTour('tour-refuse');
    expect(await refused(user, 'next')).toMatchObject({
      status: 409,
      error: {
        code: 'TOUR_TRANSITION_NOT_ALLOWED',
        details: { action: 'next', status: 'idle', stepIndex: 0 },
      },
    });
    await move(user, 'start');
    expect((await refused(user, 'back')).error.message).toBe('This is the first step.');
    expect((await refused(user, 'finish')).status).toBe(409);
    expect((await refused(user, 'start')).status).toBe(409);
    expect((await refused(user, 'restart')).status).toBe(409);
    expect((await getTour(user)).tour).toMatchObject({ status: 'running', stepIndex: 0 });
  });

  it('dismiss (remind later, Escape) returns to idle at step 0; skip sets skipped; restart runs again', async () => {
    const user = await userWithTour('tour-dismiss');
    await move(user, 'start');
    await move(user, 'next');
    const dismissed = await move(user, 'dismiss');
    expect(dismissed).toMatchObject({ status: 'idle', stepIndex: 0, isVisible: false });
    expect(dismissed.dismissedAt).not.toBeNull();
    await move(user, 'start');
    await move(user, 'next');
    const skipped = await move(user, 'skip');
    expect(skipped).toMatchObject({ status: 'skipped', stepIndex: 1 });
    expect(skipped.skippedAt).not.toBeNull();
    expect((await refused(user, 'start')).status).toBe(409);
    expect(await move(user, 'restart')).toMatchObject({ status: 'running', stepIndex: 0 });
  });

  it('rejects an unknown action', async () => {
    const user = await userWithTour('tour-invalid');
    const response = await putTour(user, 'jump');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('keeps each user’s tour to themselves', async () => {
    const first = await userWithTour('tour-first');
    const second = await userWithTour('tour-second');
    await move(first, 'start');
    expect((await getTour(second)).tour.status).toBe('idle');
  });
});
