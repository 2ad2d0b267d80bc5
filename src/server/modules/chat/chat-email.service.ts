import { bannerBodyMaxLength } from '@shared/chat/chat-constants';
import { isLanguage, type Language } from '@shared/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { resolveMailLanguage } from '../mail/mail-language';
import { renderCatalogueMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { formatPriceCents } from '../notifications/notification-text';
import { claimThreadEmail, findMessageEmailContext } from './chat-email.repository';
import { threadActionPath } from './chat-thread.presenter';

export interface ChatEmailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

export type ChatEmailOutcome = 'sent' | 'already-emailed' | 'read' | 'not-delivered' | 'no-address';

/**
 * The `chat-message-email` job: tells the recipient of a delivered message or offer by email, at
 * most once per thread while they have not read it (ADR 050). In the recipient's mail language:
 * the one they last chose on the site, else (for a seller) the language of their listing.
 */
export async function sendChatMessageEmail(
  context: ChatEmailContext,
  messageId: string,
): Promise<ChatEmailOutcome> {
  const found = await findMessageEmailContext(context.db, messageId);
  if (found?.status !== 'delivered') return 'not-delivered';
  if (found.readAt !== null) return 'read';
  if (!found.recipientEmailVerifiedAt) return 'no-address';
  const recipientRole = found.senderId === found.buyerId ? 'seller' : 'buyer';
  if (!(await claimThreadEmail(context.db, found.threadId, recipientRole))) return 'already-emailed';

  const storedLanguage = found.recipientPreferences.mailLanguage;
  const fallback: Language = recipientRole === 'seller' ? found.listingLanguage : 'en';
  const language = resolveMailLanguage(isLanguage(storedLanguage) ? storedLanguage : fallback, undefined);
  const threadUrl = `${context.publicUrl}${threadActionPath(found.threadId)}`;
  const params = { senderName: found.senderName, listingTitle: found.listingTitle };
  // A message the filter warned about is not quoted: the warning belongs next to it, on the site.
  const mail =
    found.kind === 'offer'
      ? renderCatalogueMail('server-chat:mail.offer', language, threadUrl, {
          ...params,
          amountText: formatPriceCents(found.offerAmountCents ?? 0, language),
        })
      : found.findingsCount > 0
        ? renderCatalogueMail('server-chat:mail.messageWithWarning', language, threadUrl, params)
        : renderCatalogueMail('server-chat:mail.message', language, threadUrl, {
            ...params,
            excerpt: excerptOf(found.body),
          });
  await context.mailer.send({
    kind: found.kind === 'offer' ? 'chat-offer' : 'chat-message',
    to: found.recipientEmail,
    ...mail,
    actionUrl: threadUrl,
  });
  return 'sent';
}

function excerptOf(body: string): string {
  return body.length > bannerBodyMaxLength ? `${body.slice(0, bannerBodyMaxLength - 1).trimEnd()}…` : body;
}
