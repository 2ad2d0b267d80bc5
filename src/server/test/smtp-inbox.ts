import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  headers: Map<string, string>;
  text: string;
  html: string;
  /** Every http(s) link in the text part. */
  links: string[];
  raw: string;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The mails received for one address so far. */
  mailsTo(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for API tests of outgoing mail. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        messages.push(
          parseMail(raw, {
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          }),
        );
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    waitForMail(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME to read what nodemailer sends: headers, multipart, quoted-printable, base64. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const root = parsePart(raw.replace(/\r\n/g, '\n'));
  const leaves = flattenParts(root);
  const text = leaves.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
  const html = leaves.find((part) => part.contentType.startsWith('text/html'))?.body ?? '';
  return {
    to: envelope.to,
    from: envelope.from,
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    headers: root.headers,
    text,
    html,
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
    raw,
  };
}

interface MimePart {
  headers: Map<string, string>;
  contentType: string;
  body: string;
  children: MimePart[];
}

function parsePart(source: string): MimePart {
  const separator = source.indexOf('\n\n');
  const headerBlock = separator === -1 ? source : source.slice(0, separator);
  const rawBody = separator === -1 ? '' : source.slice(separator + 2);
  const headers = new Map<string, string>();
  for (const line of headerBlock.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const contentType = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (contentType.startsWith('multipart/') && boundary) {
    const children = rawBody
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parsePart(chunk.replace(/^\n/, '')));
    return { headers, contentType, body: '', children };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return { headers, contentType, body: decodeBody(rawBody, encoding), children: [] };
}

function flattenParts(part: MimePart): MimePart[] {
  return part.children.length > 0 ? part.children.flatMap(flattenParts) : [part];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(body: string): string {
  const softBreaksRemoved = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < softBreaksRemoved.length; index += 1) {
    const char = softBreaksRemoved[index] ?? '';
    const hex = softBreaksRemoved.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 `=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=` words, as nodemailer writes non-ASCII subjects. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
