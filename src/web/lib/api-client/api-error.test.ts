import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromBody,
  apiErrorMessage,
  isRetryableStatus,
  networkFailureError,
  networkFailureMessage,
  retryableStatuses,
} from './api-error';

describe('apiErrorMessage', () => {
  it.each([
    [{ error: { code: 'NOT_FOUND', message: 'Listing not found' } }, 'Listing not found'],
    [{ message: 'Top-level message' }, 'Top-level message'],
    [{ error: 'Plain error string' }, 'Plain error string'],
    [{ error: { message: 'Ours first' }, message: 'Theirs' }, 'Ours first'],
    [{ error: 'Conflict', message: 'Version conflict' }, 'Version conflict'],
    [{ error: { message: '' }, message: '  ' }, 'Request failed with status 500'],
    [{ error: { code: 'X' } }, 'Request failed with status 500'],
    [undefined, 'Request failed with status 500'],
    ['text body', 'Request failed with status 500'],
    [['a'], 'Request failed with status 500'],
    [{ message: 42 }, 'Request failed with status 500'],
  ])('reads %j as %j', (body, expected) => {
    expect(apiErrorMessage(body, 500)).toBe(expected);
  });
});

describe('apiErrorFromBody', () => {
  it('takes code and details from our error shape', () => {
    const error = apiErrorFromBody(403, {
      error: { code: 'FORBIDDEN', message: 'No', details: { role: 'admin' } },
    });

    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'No',
      details: { role: 'admin' },
    });
    expect(error.isRetryable).toBe(false);
  });

  it('marks retryable statuses as retryable', () => {
    expect(apiErrorFromBody(429, undefined).isRetryable).toBe(true);
  });
});

describe('ApiError', () => {
  it('is an Error named ApiError', () => {
    const error = new ApiError({ status: 404, message: 'Gone' });

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.code).toBeUndefined();
    expect(error.isRetryable).toBe(false);
  });

  it('builds the network failure as status 0, retryable, keeping the cause', () => {
    const cause = new TypeError('fetch failed');
    const error = networkFailureError(cause);

    expect(error).toMatchObject({ status: 0, message: networkFailureMessage, isRetryable: true });
    expect(error.cause).toBe(cause);
  });
});

describe('retryableStatuses', () => {
  it('lists the statuses of the spec', () => {
    expect(retryableStatuses).toEqual([408, 425, 429, 500, 502, 503, 504, 522, 524]);
    expect(isRetryableStatus(503)).toBe(true);
    expect(isRetryableStatus(501)).toBe(false);
  });
});
