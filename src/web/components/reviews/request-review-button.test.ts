// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { retryDateOf } from './request-review-button';

describe('retryDateOf', () => {
  it('reads when the seller may ask again from a cooldown answer, and nothing from other failures', () => {
    const retryAt = '2026-12-03T08:00:00.000Z';
    const cooldown = new ApiError({
      status: 409,
      code: 'REVIEW_REQUEST_COOLDOWN',
      message: 'recently requested',
      details: { retryAt },
    });
    expect(retryDateOf(cooldown)).toBe(retryAt);
    expect(
      retryDateOf(new ApiError({ status: 409, code: 'REVIEW_ALREADY_EXISTS', message: 'reviewed' })),
    ).toBeNull();
    expect(
      retryDateOf(new ApiError({ status: 409, code: 'REVIEW_REQUEST_COOLDOWN', message: 'no details' })),
    ).toBeNull();
    expect(retryDateOf(new Error('network'))).toBeNull();
  });
});
