import type { Language } from '@shared/i18n/languages';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { userBlocks } from '../../db/schema/chat.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

export interface ChatUserRow {
  id: string;
  displayName: string;
  email: string;
  emailVerifiedAt: Date | null;
  preferences: Record<string, unknown>;
  communicationConsentAt: Date | null;
  chatBlockedAt: Date | null;
}

const chatUserColumns = {
  id: users.id,
  displayName: users.displayName,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  preferences: users.preferences,
  communicationConsentAt: users.communicationConsentAt,
  chatBlockedAt: users.chatBlockedAt,
};

export async function findChatUser(
  executor: DbExecutor,
  userId: string,
  forUpdate = false,
): Promise<ChatUserRow | undefined> {
  const query = executor.select(chatUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as ChatUserRow | undefined;
}

/**
 * Keeps the first consent's timestamp (asking again never moves it) and the language the user
 * consented in, which chat emails use (the same preference saved-search alerts use).
 */
export async function recordCommunicationConsent(
  executor: DbExecutor,
  userId: string,
  language: Language,
  textVersion: string,
): Promise<Date | null> {
  const [row] = await executor
    .update(users)
    .set({
      communicationConsentAt: sql`coalesce(${users.communicationConsentAt}, now())`,
      communicationConsentVersion: sql`coalesce(${users.communicationConsentVersion}, ${textVersion})`,
      preferences: sql`${users.preferences} || ${JSON.stringify({ mailLanguage: language })}::jsonb`,
    })
    .where(eq(users.id, userId))
    .returning({ communicationConsentAt: users.communicationConsentAt });
  return row?.communicationConsentAt ?? null;
}

/** Whether either user blocked the other. */
export async function isBlockedBetween(
  executor: DbExecutor,
  userId: string,
  otherId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertBlock(
  executor: DbExecutor,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  const rows = await executor
    .insert(userBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

export async function deleteBlock(
  executor: DbExecutor,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  const rows = await executor
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

export function findBlockedUsers(executor: DbExecutor, blockerId: string) {
  return executor
    .select({ id: users.id, name: users.displayName, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
}
