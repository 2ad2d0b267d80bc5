import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { parseMail } from '../../test/smtp-inbox';
import { renderVerifyEmailMail } from './mail-templates';
import { createMailer } from './mailer';

function recordingLogger() {
  const info = vi.fn();
  const logger = { info, error: vi.fn(), warn: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
  return { logger, info };
}

describe('mailer without SMTP (outbox)', () => {
  it('writes each mail as an .eml file under the outbox and logs its link', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'kleinkram-mail-')), 'mail');
    const { logger, info } = recordingLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Kleinkram <no-reply@example.com>',
      outboxDir,
      logger,
    });
    expect(mailer.transportName).toBe('outbox');

    const link = 'http://localhost:3000/verify-email?token=abc_DEF-123';
    mailer.sendInBackground({
      kind: 'verify-email',
      to: 'anna@example.com',
      actionUrl: link,
      ...renderVerifyEmailMail('de', { link }),
    });
    await mailer.close();

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/verify-email-[0-9a-f]{6}\.eml$/);
    const mail = parseMail(readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8'), { from: '', to: [] });
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Kleinkram');
    expect(mail.headers.get('to')).toBe('anna@example.com');
    expect(mail.links).toContain(link);
    expect(mail.html).toContain('E-Mail-Adresse bestätigen');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ link, to: 'anna@example.com' }),
      expect.any(String),
    );
  });
});
