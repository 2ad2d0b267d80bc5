import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Issue 18 (ADR 066): a seller who sells commercially declares it and gives the trader information
 * Art. 30 DSA requires; their listings show "commercial seller" and this information to buyers.
 * A row exists once a user has switched; `isTrader` false keeps the details for switching back.
 */
export const traderProfiles = pgTable('trader_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isTrader: boolean('is_trader').notNull().default(false),
  legalName: text('legal_name'),
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
  country: text('country'),
  phone: text('phone'),
  email: text('email'),
  tradeRegisterNumber: text('trade_register_number'),
  registerCourt: text('register_court'),
  vatId: text('vat_id'),
  /** Art. 30(1)(e): the trader certifies to offer only products that comply with EU law. */
  selfCertifiedAt: timestamp('self_certified_at', { withTimezone: true }),
  declaredAt: timestamp('declared_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
