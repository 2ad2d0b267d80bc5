import type { FastifyBaseLogger } from 'fastify';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';

/** One outgoing mail, already rendered in the recipient's language. */
export interface MailMessage {
  /** What the mail is for (e.g. `verify-email`); used in logs and outbox file names. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about; logged only when mail goes to the local outbox. */
  actionUrl?: string;
}

/** How a mail leaves the process: over SMTP, or into `DATA_DIR/mail/` when no SMTP server is set. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  deliver(message: MailMessage, from: string): Promise<void>;
  close(): void;
}

export interface Mailer {
  readonly transportName: MailTransport['name'];
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait, so an answer's timing never depends on whether a mail
   * went out (which would tell whether an address is registered). Failures are logged.
   */
  sendInBackground(message: MailMessage): void;
  /** Waits for mails still being sent, then closes the transport. */
  close(): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, options.logger)
    : createOutboxTransport(options.outboxDir, options.logger);
  const pending = new Set<Promise<void>>();

  const send = (message: MailMessage) => transport.deliver(message, options.mailFrom);

  return {
    transportName: transport.name,
    send,
    sendInBackground(message) {
      const delivery = send(message)
        .catch((error: unknown) => {
          options.logger.error({ err: error, kind: message.kind }, 'mail could not be sent');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport.close();
    },
  };
}
