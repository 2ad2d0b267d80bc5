import { describe, expect, it } from 'vitest';
import { isReplicaFailure, lagOf, parseLsn } from './read-replicas';

describe('parseLsn', () => {
  it('reads PostgreSQL WAL positions as 64-bit numbers', () => {
    expect(parseLsn('0/3000148')).toBe(0x3000148n);
    expect(parseLsn('1/0')).toBe(0x100000000n);
    expect(parseLsn('16/B374D848') > parseLsn('16/B374D847')).toBe(true);
  });
});

describe('lagOf', () => {
  const samples = [
    { lsn: 100n, sampledAt: 1_000 },
    { lsn: 200n, sampledAt: 1_500 },
    { lsn: 300n, sampledAt: 2_000 },
  ];

  it('is 0 for a replica at or past the primary position last sampled', () => {
    expect(lagOf(300n, samples, 9_000)).toBe(0);
    expect(lagOf(301n, samples, 9_000)).toBe(0);
  });

  it('is the age of the newest primary position the replica has replayed', () => {
    // It has everything the primary had at 1,500 ms, not yet what it had at 2,000 ms.
    expect(lagOf(250n, samples, 2_100)).toBe(600);
    expect(lagOf(100n, samples, 2_100)).toBe(1_100);
  });

  it('is at least the whole sampled history for a replica behind every sample', () => {
    expect(lagOf(50n, samples, 2_100)).toBe(1_100);
  });

  it('stays 0 on an idle primary, however long ago the last write was', () => {
    const idle = [
      { lsn: 300n, sampledAt: 1_000 },
      { lsn: 300n, sampledAt: 60_000 },
    ];
    expect(lagOf(300n, idle, 3_600_000)).toBe(0);
  });
});

describe('isReplicaFailure', () => {
  const withCode = (code: string) => Object.assign(new Error('failed'), { code });

  it('repeats on the primary what failed for the replica’s sake', () => {
    for (const code of ['57P01', '57P03', '08006', '40001', '25006', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isReplicaFailure(withCode(code)), code).toBe(true);
    }
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('throws the query’s own errors as they are', () => {
    for (const code of ['42601', '22P02', '23505', '42P01']) {
      expect(isReplicaFailure(withCode(code)), code).toBe(false);
    }
    expect(isReplicaFailure(undefined)).toBe(false);
  });
});
