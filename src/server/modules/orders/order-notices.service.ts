import { formatEuro } from '@shared/format/euro';
import { isLanguage, type Language } from '@shared/i18n/languages';
import type { OrderActor, OrderStatus } from '@shared/orders/order-states';
import { toEuros } from '@shared/pricing/cents';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { resolveMailLanguage } from '../mail/mail-language';
import { renderCatalogueMail } from '../mail/mail-templates';
import { notifyOrderStatus } from '../notifications/notifications.service';
import {
  findOrder,
  findOrderItems,
  findUserContact,
  findUserNames,
  type OrderRow,
} from './orders.repository';

export type OrderParty = 'buyer' | 'seller';

/** Where each side follows an order on the web. */
export function orderActionPath(orderId: string, party: OrderParty): string {
  return party === 'buyer' ? `/orders/${orderId}` : `/seller/workspace?section=orders&order=${orderId}`;
}

/** One email to send once the change has committed (a pg-boss job, never inside the transaction). */
export interface OrderEmail {
  orderId: string;
  status: OrderStatus;
  recipient: OrderParty;
}

/**
 * Who hears of a change (ADR 057): the other party of the one who acted; both when the system
 * acted (payment, expiry, auto-completion). An online order is news to the seller once paid, so
 * the seller is not told of an unpaid order's creation or of its expiry.
 */
export function recipientsOf(order: OrderRow, status: OrderStatus, actor: OrderActor): OrderParty[] {
  const sellerKnows = order.paymentMethod === 'cash_on_pickup' || order.paidAt !== null;
  if (status === 'created') return order.paymentMethod === 'cash_on_pickup' ? ['seller'] : [];
  if (actor === 'buyer') return ['seller'];
  if (actor === 'seller') return ['buyer'];
  return sellerKnows ? ['buyer', 'seller'] : ['buyer'];
}

/**
 * Writes the in-app notifications of a status change in the caller's transaction and returns the
 * emails to queue after the commit.
 */
export async function noticeOrderChange(
  executor: DbExecutor,
  order: OrderRow,
  status: OrderStatus,
  actor: OrderActor,
): Promise<OrderEmail[]> {
  const recipients = recipientsOf(order, status, actor);
  if (recipients.length === 0) return [];
  const [items, names] = await Promise.all([
    findOrderItems(executor, [order.id]),
    findUserNames(executor, [order.buyerId, order.sellerId]),
  ]);
  const listingTitle = titleOf(items.map((item) => item.title));
  for (const recipient of recipients) {
    const actorId = recipient === 'buyer' ? order.sellerId : order.buyerId;
    await notifyOrderStatus(
      executor,
      recipient === 'buyer' ? order.buyerId : order.sellerId,
      {
        orderId: order.id,
        reference: order.reference,
        status,
        listingTitle,
        actorName: names.get(actorId) ?? '',
        totalCents: order.totalCents,
      },
      orderActionPath(order.id, recipient),
    );
  }
  return recipients.map((recipient) => ({ orderId: order.id, status, recipient }));
}

function titleOf(titles: string[]): string {
  const [first] = titles;
  if (!first) return '';
  return titles.length === 1 ? first : `${first} (+${titles.length - 1})`;
}

/** Queues the emails of committed changes; a queue that is down is logged, the notice stays in-app. */
export async function queueOrderEmails(
  deps: Pick<AppDependencies, 'jobs'>,
  emails: OrderEmail[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const email of emails) {
    try {
      await deps.jobs.send('order-status-email', email);
    } catch (error) {
      log?.error({ err: error, email }, 'order email could not be queued');
    }
  }
}

/**
 * The `order-status-email` job: one email about one change to one party, in their mail language
 * (the one they last chose on the site; for a seller, else their listing's language; else English).
 * Sent only while the order is still in that status or past it, so a late job never contradicts.
 */
export async function sendOrderStatusEmail(
  context: { db: Db; deps: Pick<AppDependencies, 'mailer'>; publicUrl: string },
  email: OrderEmail,
): Promise<'sent' | 'no-address' | 'not-found'> {
  const order = await findOrder(context.db, email.orderId);
  if (!order) return 'not-found';
  const recipientId = email.recipient === 'buyer' ? order.buyerId : order.sellerId;
  const actorId = email.recipient === 'buyer' ? order.sellerId : order.buyerId;
  const [contact, names, items] = await Promise.all([
    findUserContact(context.db, recipientId),
    findUserNames(context.db, [actorId]),
    findOrderItems(context.db, [order.id]),
  ]);
  if (!contact?.emailVerifiedAt) return 'no-address';
  const stored = contact.preferences.mailLanguage;
  const fallback: Language = email.recipient === 'seller' ? (items[0]?.language ?? 'en') : 'en';
  const language = resolveMailLanguage(isLanguage(stored) ? stored : fallback, undefined);
  const url = `${context.publicUrl}${orderActionPath(order.id, email.recipient)}`;
  const mail = renderCatalogueMail(`server-orders:mail.${email.status}`, language, url, {
    reference: order.reference,
    listingTitle: titleOf(items.map((item) => item.title)),
    actorName: names.get(actorId) ?? '',
    total: formatEuro(toEuros(order.totalCents), language, { isWhole: false }),
    carrier: order.carrier ?? '',
    trackingNumber: order.trackingNumber ?? '',
  });
  await context.deps.mailer.send({
    kind: `order-${email.status}`,
    to: contact.email,
    ...mail,
    actionUrl: url,
  });
  return 'sent';
}
