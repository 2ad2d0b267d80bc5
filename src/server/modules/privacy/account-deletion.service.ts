import type { Language } from '@shared/i18n/languages';
import { isLanguage } from '@shared/i18n/languages';
import type {
  DeleteAccountRequest,
  DeleteAccountResult,
  DeletionBlocker,
  DeletionPreflight,
} from '@shared/privacy/account-deletion.schema';
import { retentionPeriods } from '@shared/privacy/privacy-constants';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { invalidCredentialsMessage } from '../auth/login.service';
import { hashUnusablePassword, verifyPassword } from '../auth/password';
import { endAllSessionsOfUser } from '../auth/session.service';
import { checkSecondFactor } from '../auth/two-factor.service';
import { renderCatalogueMail } from '../mail/mail-templates';
import { deleteStoredMediaFiles } from '../media/media.service';
import {
  type AccountRow,
  eraseAccountData,
  findAccount,
  findDecisionsConcerning,
  findOpenObjections,
  findOrdersForRetention,
  findStoredFilesOf,
  findTaxProfile,
  findTraderProfile,
  findUnfinishedOrders,
} from './account-deletion.repository';
import {
  deleteExpiredRetainedRecords,
  insertRetainedRecords,
  type RetainedRecordValues,
} from './retained-records.repository';

type Deps = Pick<AppDependencies, 'config' | 'database' | 'mailer'>;

const orderLink = (orderId: string, role: 'buyer' | 'seller') =>
  role === 'buyer' ? `/orders/${orderId}` : `/seller/workspace?section=orders&order=${orderId}`;

async function blockersOf(executor: Db | DbExecutor, userId: string): Promise<DeletionBlocker[]> {
  const [orders, objections] = await Promise.all([
    findUnfinishedOrders(executor, userId),
    findOpenObjections(executor, userId),
  ]);
  return [
    ...orders.map(
      (order): DeletionBlocker => ({
        kind:
          order.status === 'completed'
            ? 'pending-payout'
            : order.role === 'buyer'
              ? 'open-order-as-buyer'
              : 'open-order-as-seller',
        id: order.id,
        label: order.reference,
        status: order.status === 'completed' ? order.payoutStatus : order.status,
        link: orderLink(order.id, order.role),
      }),
    ),
    ...objections.map(
      (objection): DeletionBlocker => ({
        kind: 'open-objection',
        id: objection.id,
        label: objection.decisionId,
        status: 'open',
        link: `/moderation/decisions/${objection.decisionId}`,
      }),
    ),
  ];
}

/** `GET /api/account/deletion/preflight`: what must finish first, and how to confirm. */
export async function getDeletionPreflight(db: Db, userId: string): Promise<DeletionPreflight> {
  const [account, blockers] = await Promise.all([findAccount(db, userId), blockersOf(db, userId)]);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return { canDelete: blockers.length === 0, blockers, requiresSecondFactor: account.totpEnabledAt !== null };
}

/**
 * With two-factor sign-in on, a current code or a recovery code confirms (a password as well, when
 * given, must be right); otherwise the password. Wrong answers change nothing.
 */
async function confirmIdentity(deps: Deps, account: AccountRow, input: DeleteAccountRequest): Promise<void> {
  if (input.password !== undefined || !account.totpEnabledAt) {
    const isCorrect = input.password ? await verifyPassword(account.passwordHash, input.password) : false;
    if (!isCorrect) throw new AppError('INVALID_CREDENTIALS', invalidCredentialsMessage);
  }
  if (!account.totpEnabledAt) return;
  const outcome = await checkSecondFactor({ db: deps.database.db, config: deps.config }, account, input);
  if (outcome === 'missing') throw new AppError('TWO_FACTOR_REQUIRED', 'Enter the code from your app');
  if (outcome === 'invalid-otp') throw new AppError('INVALID_OTP', 'The code is not correct');
  if (outcome === 'invalid-recovery-code') {
    throw new AppError('INVALID_RECOVERY_CODE', 'The recovery code is not correct');
  }
}

const startOfYearUtc = (year: number) => new Date(Date.UTC(year, 0, 1));
const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** Retained until the end of the calendar year `years` after the one of `date` (§147 AO style). */
export function retainUntilYearsAfterYearEnd(date: Date, years: number): Date {
  return startOfYearUtc(date.getUTCFullYear() + years + 1);
}

async function collectRetained(
  executor: DbExecutor,
  account: AccountRow,
  now: Date,
): Promise<RetainedRecordValues[]> {
  const formerUserId = account.id;
  const contact = { email: account.email, displayName: account.displayName };
  const [orders, taxProfiles, traderProfiles, decisions] = await Promise.all([
    findOrdersForRetention(executor, account.id),
    findTaxProfile(executor, account.id),
    findTraderProfile(executor, account.id),
    findDecisionsConcerning(executor, account.id),
  ]);
  return [
    ...orders.map((order) => {
      const endedAt = order.completedAt ?? order.cancelledAt ?? order.refundedAt ?? order.createdAt;
      return {
        formerUserId,
        kind: 'order',
        referenceId: order.id,
        payload: { ...order, formerUser: contact },
        legalBasis: '§147 AO, §257 HGB (booking records)',
        retainUntil: retainUntilYearsAfterYearEnd(new Date(endedAt), retentionPeriods.orderRecordYears),
      };
    }),
    ...taxProfiles.map((profile) => ({
      formerUserId,
      kind: 'dac7-tax-profile',
      referenceId: account.id,
      payload: { ...profile, formerUser: contact },
      legalBasis: '§22 PStTG (DAC7)',
      retainUntil: retainUntilYearsAfterYearEnd(now, retentionPeriods.dac7Years),
    })),
    ...traderProfiles.map((profile) => ({
      formerUserId,
      kind: 'trader-profile',
      referenceId: account.id,
      payload: profile,
      legalBasis: 'Art. 30(3) DSA',
      retainUntil: addMonths(now, retentionPeriods.traderProfileMonths),
    })),
    ...decisions.map((decision) => ({
      formerUserId,
      kind: 'moderation-decision',
      referenceId: decision.id,
      payload: { ...decision, formerUser: contact },
      legalBasis: 'Art. 17, 20 DSA (statement of reasons, objection period)',
      retainUntil: addMonths(new Date(decision.createdAt), retentionPeriods.moderationDecisionMonths),
    })),
  ];
}

function summarise(records: RetainedRecordValues[]): DeleteAccountResult['retained'] {
  const byKind = new Map<string, { count: number; retainUntil: Date }>();
  for (const record of records) {
    const known = byKind.get(record.kind);
    const until = record.retainUntil;
    if (!known) byKind.set(record.kind, { count: 1, retainUntil: until });
    else {
      known.count += 1;
      if (until > known.retainUntil) known.retainUntil = until;
    }
  }
  return [...byKind].map(([kind, value]) => ({
    kind,
    count: value.count,
    retainUntil: value.retainUntil.toISOString(),
  }));
}

/**
 * `POST /api/account/deletion` (Art. 17 GDPR, ADR 070): after re-authentication and with nothing
 * unfinished, in one transaction: sessions end, listings are withdrawn, what the law requires is
 * copied to retained_records, everything else personal is erased and the users row becomes a
 * tombstone. Files go from media storage and the goodbye mail leaves after the commit.
 */
export async function deleteAccount(
  deps: Deps,
  userId: string,
  input: DeleteAccountRequest,
  language: Language,
  log?: FastifyBaseLogger,
): Promise<DeleteAccountResult> {
  const { db } = deps.database;
  const account = await findAccount(db, userId);
  if (!account || account.deletedAt) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  await confirmIdentity(deps, account, input);
  const passwordHash = await hashUnusablePassword();
  const now = new Date();

  const outcome = await runInTransaction(db, async (executor) => {
    const locked = await findAccount(executor, userId, true);
    if (!locked || locked.deletedAt) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const blockers = await blockersOf(executor, userId);
    if (blockers.length > 0) {
      throw new AppError('ACCOUNT_DELETION_BLOCKED', 'Finish or cancel these first', { blockers });
    }
    const files = await findStoredFilesOf(executor, userId);
    const retained = await collectRetained(executor, locked, now);
    await insertRetainedRecords(executor, retained);
    await endAllSessionsOfUser(executor, userId, now);
    await eraseAccountData(executor, locked, { passwordHash, at: now });
    return { files, retained };
  });

  await deleteStoredMediaFiles(deps.config, outcome.files, log);
  const stored = account.preferences.mailLanguage;
  const mailLanguage = isLanguage(stored) ? stored : language;
  const mail = renderCatalogueMail(
    'server-privacy:mail.accountDeleted',
    mailLanguage,
    deps.config.publicUrl,
    {
      orderYears: retentionPeriods.orderRecordYears,
    },
  );
  deps.mailer.sendInBackground({ kind: 'account-deleted', to: account.email, ...mail });
  return { deletedAt: now.toISOString(), retained: summarise(outcome.retained) };
}

/** The daily retention sweep (ADR 070): what the law no longer requires is deleted. */
export function sweepRetainedRecords(db: Db, now = new Date()): Promise<number> {
  return runInTransaction(db, (executor) => deleteExpiredRetainedRecords(executor, now));
}
