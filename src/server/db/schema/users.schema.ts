import { analyticsConsentStates } from '@shared/analytics/analytics-constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; uniqueness is case-insensitive through that. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['buyer','seller']::text[]`),
    displayName: text('display_name').notNull(),
    cityId: text('city_id'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    locationLabel: text('location_label'),
    locationSlug: text('location_slug'),
    locationLatitude: doublePrecision('location_latitude'),
    locationLongitude: doublePrecision('location_longitude'),
    locationConsent: boolean('location_consent').notNull().default(false),
    locationConsentAt: timestamp('location_consent_at', { withTimezone: true }),
    onboardingStep: integer('onboarding_step').notNull().default(0),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    onboardingLastSeenAt: timestamp('onboarding_last_seen_at', { withTimezone: true }),
    /** TOTP secret, encrypted with AUTH_SECRET (AES-256-GCM); set during setup, active once enabled. */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Last accepted TOTP time step, so a code cannot be used twice. */
    totpLastUsedStep: integer('totp_last_used_step'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Share of buyer messages answered, 0..1; null until there is data (no chat yet, seeded for demo sellers). */
    responseRate: doublePrecision('response_rate'),
    /** Typical minutes until a reply; null until there is data. */
    responseTimeMinutes: integer('response_time_minutes'),
    /** Spec §3 communication consent: asked once before the first message or offer (issue 16). */
    communicationConsentAt: timestamp('communication_consent_at', { withTimezone: true }),
    /** Set when a moderator blocked the user from chatting ("reject and block sender"). */
    chatBlockedAt: timestamp('chat_blocked_at', { withTimezone: true }),
    /** Rollout cohort for feature flags and gated workspace features (e.g. 'pilot'). */
    rolloutCohort: text('rollout_cohort'),
    /** Spec §3 telemetry consent (issue 18): pending until the banner is answered. */
    analyticsConsent: text('analytics_consent', { enum: analyticsConsentStates })
      .notNull()
      .default('pending'),
    analyticsConsentAt: timestamp('analytics_consent_at', { withTimezone: true }),
    /** The consent text version the current communication consent was given for (issue 18). */
    communicationConsentVersion: text('communication_consent_version'),
    /** Suspended by a moderator for repeat violations (issue 18): no sign-in, listings hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Null while suspended indefinitely. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Set when the account was deleted (issue 18): the row stays as an anonymous tombstone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);
