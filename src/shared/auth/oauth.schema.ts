import { z } from 'zod';
import { tokenPairSchema } from './auth.schema';

/** A path inside the web app (no scheme, no host, not `//…`), so sign-in can never send anyone elsewhere. */
export const appPathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])\S*$/, { error: 'Must be a path inside the app, starting with /' });

export const authProvidersResponseSchema = z
  .object({ data: z.object({ google: z.boolean() }) })
  .meta({ id: 'AuthProviders' });

export const googleStartQuerySchema = z.object({ redirectTo: appPathSchema.optional() });

export const googleStartResponseSchema = z.object({ data: z.object({ url: z.url() }) });

/** Google adds more parameters (scope, authuser, prompt, hd); they are ignored, not rejected. */
export const googleCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** The callback redirects to `/login?oauth=success|error`; on success the fragment carries these. */
export const oauthOutcomes = ['success', 'error'] as const;
export const oauthErrorReasons = [
  'denied',
  'invalid_state',
  'exchange_failed',
  'invalid_token',
  'email_not_verified',
] as const;
export const oauthResultFragmentSchema = tokenPairSchema.extend({ redirectTo: appPathSchema.optional() });

export type OauthErrorReason = (typeof oauthErrorReasons)[number];
export type OauthResultFragment = z.infer<typeof oauthResultFragmentSchema>;
