import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/**
 * Without an SMTP server, every mail becomes an .eml file (open it in any mail program) under
 * `DATA_DIR/mail/`, and its link is logged, so sign-up works on a laptop without mail set up.
 */
export function createOutboxTransport(outboxDir: string, logger: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    async deliver(message, from) {
      const info = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${message.kind}-${randomBytes(3).toString('hex')}.eml`);
      try {
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
      } catch (error) {
        // A full disk leaves half a mail behind: remove it, the caller sees the error (507, ADR 085).
        await rm(file, { force: true });
        throw error;
      }
      logger.info(
        { kind: message.kind, to: message.to, link: message.actionUrl, file },
        `mail written to the outbox (no SMTP_URL): ${message.subject}`,
      );
    },
    close() {
      composer.close();
    },
  };
}
