import { identityResubmitCooldownDays } from '@shared/identity/identity.schema';
import { demoSellerEmail } from './demo-commerce-plan';
import type { DemoUser } from './demo-users.data';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const demoModeratorEmail = 'moderator@kleinkram.local';

/**
 * One identity check. Decided ones keep only the outcome, its date, the reason and the cooldown
 * (ADR 059: personal fields are erased once decided); the pending one holds what was submitted.
 */
export interface DemoIdentityCheck {
  email: string;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: Date;
  decidedAt: Date | null;
  decidedByEmail: string | null;
  failureReason: string | null;
  cooldownUntil: Date | null;
  personal: {
    documentType: 'id_card' | 'passport';
    issuingCountry: string;
    firstName: string;
    lastName: string;
    /** In clear here; the seed stores it sealed, or leaves the check out without a sealer. */
    documentNumber: string;
    birthDate: string;
  } | null;
}

/**
 * The demo seller is verified (the badge shows); one private seller waits in the moderators' queue;
 * another was rejected two days ago and is in the cooldown.
 */
export function planDemoIdentityChecks(context: { now: Date; users: DemoUser[] }): DemoIdentityCheck[] {
  const now = context.now.getTime();
  const privateSellers = context.users.filter((user) => user.password === null);
  const pending = privateSellers[8]!;
  const rejected = privateSellers[17]!;
  const rejectedAt = new Date(now - 2 * DAY_MS);
  return [
    {
      email: demoSellerEmail,
      status: 'approved',
      submittedAt: new Date(now - 41 * DAY_MS),
      decidedAt: new Date(now - 40 * DAY_MS),
      decidedByEmail: demoModeratorEmail,
      failureReason: null,
      cooldownUntil: null,
      personal: null,
    },
    {
      email: pending.email,
      status: 'pending',
      submittedAt: new Date(now - 5 * HOUR_MS),
      decidedAt: null,
      decidedByEmail: null,
      failureReason: null,
      cooldownUntil: null,
      personal: {
        documentType: 'id_card',
        issuingCountry: 'DE',
        firstName: pending.displayName.split(' ')[0]!,
        lastName: 'Meier',
        documentNumber: 'L01X00T47',
        birthDate: '1991-04-17',
      },
    },
    {
      email: rejected.email,
      status: 'rejected',
      submittedAt: new Date(rejectedAt.getTime() - 20 * HOUR_MS),
      decidedAt: rejectedAt,
      decidedByEmail: demoModeratorEmail,
      failureReason: 'The name on the document does not match the name of the account.',
      cooldownUntil: new Date(rejectedAt.getTime() + identityResubmitCooldownDays * DAY_MS),
      personal: null,
    },
  ];
}
