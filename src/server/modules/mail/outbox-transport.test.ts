import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageFull } from '../../core/storage-full';
import { createOutboxTransport } from './outbox-transport';

/**
 * Issue 20, ADR 085: the local mail outbox on a full disk (a real 8 KB tmpfs; skipped where this
 * process may not mount). The write fails with ENOSPC, the caller gets the error (507 in a request)
 * and no half-written .eml is left for someone to open.
 */
describe('the mail outbox on a full disk', () => {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'kleinkram-outbox-full-'));
  let isMounted = false;
  beforeAll(() => {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8k', 'tmpfs', outboxDir], { stdio: 'ignore' });
      isMounted = true;
    } catch {
      isMounted = false;
    }
  });
  afterAll(() => {
    if (isMounted) execFileSync('umount', [outboxDir]);
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('rejects with ENOSPC and leaves no file behind; a small mail still fits', async (test) => {
    if (!isMounted) test.skip('mounting a tmpfs is not permitted here');
    const transport = createOutboxTransport(outboxDir, pino({ level: 'silent' }) as FastifyBaseLogger);
    const message = {
      kind: 'verify-email',
      to: 'someone@test.kleinkram.local',
      subject: 'Confirm your email',
      text: 'Confirm: https://kleinkram.test/verify',
      html: `<p>${randomBytes(24 * 1024).toString('base64')}</p>`,
    };
    const failure = await transport
      .deliver(message, 'Kleinkram <noreply@kleinkram.local>')
      .catch((error) => error);
    expect(isStorageFull(failure)).toBe(true);
    expect(readdirSync(outboxDir)).toEqual([]);

    await transport.deliver({ ...message, html: '<p>Confirm</p>' }, 'Kleinkram <noreply@kleinkram.local>');
    expect(readdirSync(outboxDir)).toHaveLength(1);
    transport.close();
  });
});
