import { createHash } from 'node:crypto';
import type { OauthErrorReason } from '@shared/auth/oauth.schema';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Config, GoogleConfig } from '../../config/env';
import { AppError } from '../../core/app-error';
import {
  findUserByEmail,
  insertUser,
  markEmailVerified,
  replacePasswordHash,
  type UserRow,
} from './auth.repository';
import { type AuthContext, displayNameFromEmail, type RequestMeta } from './auth.service';
import { deleteOauthStatesBefore, insertOauthState, takeOauthState } from './oauth-state.repository';
import { generateOpaqueToken } from './opaque-token';
import { hashUnusablePassword } from './password';
import { issueTokenPair } from './refresh-token.service';
import { endAllSessionsOfUser } from './session.service';

const stateLifetimeMs = 10 * 60_000;
const discoveryCacheMs = 60 * 60_000;
const requestTimeoutMs = 10_000;

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });

const discoveryCache = new Map<string, { discovery: Discovery; fetchedAt: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export function requireGoogleConfig(config: Config): GoogleConfig {
  if (!config.google) throw new AppError('NOT_CONFIGURED', 'Google sign-in is not configured');
  return config.google;
}

const callbackUrl = (config: Config) => `${config.publicUrl}/api/auth/google/callback`;

/**
 * The Google authorization URL (OpenID Connect code flow with state, nonce and PKCE S256); the
 * state row keeps the verifier, the nonce and where to go afterwards, for ten minutes, once.
 */
export async function createGoogleAuthorizationUrl(
  context: Pick<AuthContext, 'db' | 'config'>,
  redirectTo: string | undefined,
): Promise<string> {
  const google = requireGoogleConfig(context.config);
  const discovery = await discover(google.issuerUrl);
  const now = new Date();
  await deleteOauthStatesBefore(context.db, new Date(now.getTime() - stateLifetimeMs));
  const state = generateOpaqueToken();
  const nonce = generateOpaqueToken();
  const codeVerifier = generateOpaqueToken();
  await insertOauthState(context.db, {
    state,
    nonce,
    codeVerifier,
    redirectTo: redirectTo ?? null,
    createdAt: now,
  });

  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: callbackUrl(context.config),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

/**
 * Finishes a Google sign-in and returns where to send the browser: the web's login page with the
 * token pair in the fragment (never sent to a server, kept out of logs), or with an error reason.
 */
export async function completeGoogleSignIn(
  context: AuthContext,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  meta: RequestMeta,
): Promise<string> {
  const google = requireGoogleConfig(context.config);
  const loginUrl = `${context.config.publicUrl}/login`;
  const fail = (reason: OauthErrorReason, detail?: unknown) => {
    context.log.warn({ reason, err: detail instanceof Error ? detail : undefined }, 'Google sign-in failed');
    return `${loginUrl}?${new URLSearchParams({ oauth: 'error', reason })}`;
  };

  const stored = query.state ? await takeOauthState(context.db, query.state) : undefined;
  if (query.error) return fail('denied');
  if (!stored || stored.createdAt.getTime() < Date.now() - stateLifetimeMs || !query.code) {
    return fail('invalid_state');
  }

  let claims: JWTPayload;
  try {
    const discovery = await discover(google.issuerUrl);
    const idToken = await exchangeCode(discovery, google, {
      code: query.code,
      codeVerifier: stored.codeVerifier,
      redirectUri: callbackUrl(context.config),
    });
    claims = await verifyIdToken(discovery, google, idToken);
  } catch (error) {
    return fail(error instanceof IdTokenError ? 'invalid_token' : 'exchange_failed', error);
  }
  if (claims.nonce !== stored.nonce) return fail('invalid_token');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const isEmailVerified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !isEmailVerified) return fail('email_not_verified');

  const user = await findOrCreateGoogleUser(
    context,
    email,
    typeof claims.name === 'string' ? claims.name : '',
  );
  const tokens = await issueTokenPair(context, user, { isRemembered: false, userAgent: meta.userAgent });
  const fragment = new URLSearchParams({
    ...tokens,
    ...(stored.redirectTo ? { redirectTo: stored.redirectTo } : {}),
  });
  return `${loginUrl}?oauth=success#${fragment}`;
}

/**
 * Google has proven the address. An account created earlier with this address but never
 * confirmed may have been made by someone else to wait for the owner: its password is replaced
 * and its sessions ended, then the address counts as confirmed.
 */
async function findOrCreateGoogleUser(context: AuthContext, email: string, name: string): Promise<UserRow> {
  const now = new Date();
  const existing = await findUserByEmail(context.db, email);
  if (existing) {
    if (existing.emailVerifiedAt) return existing;
    await replacePasswordHash(context.db, existing.id, await hashUnusablePassword(), now);
    await endAllSessionsOfUser(context.db, existing.id, now);
    await markEmailVerified(context.db, existing.id, now);
    return existing;
  }
  const created = await insertUser(context.db, {
    email,
    passwordHash: await hashUnusablePassword(),
    displayName: name.trim().slice(0, 60) || displayNameFromEmail(email),
    emailVerifiedAt: now,
  });
  const user = created ?? (await findUserByEmail(context.db, email));
  if (!user) throw new Error('user vanished while signing in with Google');
  return user;
}

async function discover(issuerUrl: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuerUrl);
  if (cached && Date.now() - cached.fetchedAt < discoveryCacheMs) return cached.discovery;
  const response = await fetch(`${issuerUrl}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!response.ok) throw new Error(`OpenID discovery answered ${response.status}`);
  const discovery = discoverySchema.parse(await response.json());
  discoveryCache.set(issuerUrl, { discovery, fetchedAt: Date.now() });
  return discovery;
}

async function exchangeCode(
  discovery: Discovery,
  google: GoogleConfig,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: google.clientId,
      client_secret: google.clientSecret,
      code_verifier: input.codeVerifier,
    }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  return tokenResponseSchema.parse(await response.json()).id_token;
}

class IdTokenError extends Error {}

async function verifyIdToken(
  discovery: Discovery,
  google: GoogleConfig,
  idToken: string,
): Promise<JWTPayload> {
  let keySet = keySets.get(discovery.jwks_uri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(discovery.jwks_uri));
    keySets.set(discovery.jwks_uri, keySet);
  }
  // Google documents both spellings of its issuer in ID tokens.
  const issuers = [discovery.issuer, discovery.issuer.replace(/^https:\/\//, '')];
  try {
    const { payload } = await jwtVerify(idToken, keySet, { issuer: issuers, audience: google.clientId });
    return payload;
  } catch (error) {
    throw new IdTokenError('ID token rejected', { cause: error });
  }
}
