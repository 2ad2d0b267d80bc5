import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oauthStates } from '../../db/schema/auth.schema';

export type OauthStateRow = typeof oauthStates.$inferSelect;

export async function insertOauthState(
  db: Db,
  values: { state: string; codeVerifier: string; nonce: string; redirectTo: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Removes and returns the state: each one can complete a sign-in once. */
export async function takeOauthState(db: Db, state: string): Promise<OauthStateRow | undefined> {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}

export async function deleteOauthStatesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.createdAt, before));
}
