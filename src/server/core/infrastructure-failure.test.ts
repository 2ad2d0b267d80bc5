import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { infrastructureFailureOf } from './infrastructure-failure';
import { objectStorageFaultOf } from './object-storage-failure';
import { isStorageFull } from './storage-full';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server going away, by SQLSTATE, socket code or the driver’s words', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through wrappers (Drizzle’s cause, an AggregateError of addresses)', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves statement errors and our own faults alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('isStorageFull', () => {
  it('knows a real full device: a write to /dev/full fails with ENOSPC', async () => {
    const error = await writeFile('/dev/full', Buffer.alloc(1024)).catch((failure: unknown) => failure);
    expect(isStorageFull(error)).toBe(true);
    expect(isStorageFull(withCode('EDQUOT'))).toBe(true);
    expect(isStorageFull(withCode('ENOENT'))).toBe(false);
  });
});

describe('infrastructureFailureOf', () => {
  it('turns them into 503 with Retry-After and 507, and leaves AppErrors as they are', () => {
    const unavailable = infrastructureFailureOf(withCode('57P01'));
    expect(unavailable?.code).toBe('SERVICE_UNAVAILABLE');
    expect(unavailable?.statusCode).toBe(503);
    expect(unavailable?.details?.retryAfterSeconds).toBe(5);
    expect(infrastructureFailureOf(withCode('ENOSPC'))?.statusCode).toBe(507);
    expect(infrastructureFailureOf(new AppError('CONFLICT', 'taken'))).toBeNull();
    expect(infrastructureFailureOf(new Error('bug'))).toBeNull();
  });
});

describe('objectStorageFaultOf', () => {
  const s3Error = (name: string, httpStatusCode: number) =>
    Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

  it('tells a full store from a busy one by the S3 code or the status, and ignores others', () => {
    expect(objectStorageFaultOf(s3Error('QuotaExceeded', 403))).toBe('full');
    expect(objectStorageFaultOf(s3Error('SomeVendorCode', 507))).toBe('full');
    expect(objectStorageFaultOf(s3Error('SlowDown', 503))).toBe('busy');
    expect(objectStorageFaultOf(s3Error('AccessDenied', 403))).toBeNull();
    // Only the SDK's errors carry $metadata: a thrown Error named alike is not a store's answer.
    expect(objectStorageFaultOf(Object.assign(new Error('x'), { name: 'SlowDown' }))).toBeNull();
    expect(infrastructureFailureOf(s3Error('EntityTooLarge', 400))?.statusCode).toBe(507);
    expect(infrastructureFailureOf(s3Error('SlowDown', 503))?.details?.retryAfterSeconds).toBe(5);
  });
});
