import { z } from 'zod';
import { tokenPairSchema } from './auth.schema';

/**
 * A file of its own: the app shell loads auth.schema (the session's calls), not this answer.
 *
 * Confirming the address signs the user in (ADR 048): the link proves the mailbox, as a reset link
 * does. `session` is null when signing in needs more than that (two-factor, a lock set by hand);
 * then the web goes to /login as spec §4 describes.
 */
export const confirmVerificationResponseSchema = z.object({
  data: z.object({ message: z.string(), session: tokenPairSchema.nullable() }),
});
export type ConfirmVerificationResponse = z.infer<typeof confirmVerificationResponseSchema>;
