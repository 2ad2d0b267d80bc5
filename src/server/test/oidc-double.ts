import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface OidcClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

interface PendingCode {
  claims: OidcClaims;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  clientId: string;
  audience: string;
}

export interface OidcDouble {
  issuer: string;
  /**
   * Plays the user consenting at the provider: reads state, nonce and PKCE challenge from the
   * authorization URL and returns the code the provider would send back to the callback.
   */
  approve(
    authorizationUrl: string,
    claims: OidcClaims,
    overrides?: { nonce?: string; audience?: string },
  ): string;
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * A tiny OpenID Connect provider on loopback (discovery, JWKS, token endpoint) standing in for
 * Google in API tests. It checks what Google checks: client secret, redirect URI, PKCE verifier.
 */
export async function startOidcDouble(client: {
  clientId: string;
  clientSecret: string;
}): Promise<OidcDouble> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const tokenRequests: URLSearchParams[] = [];
  let issuer = '';

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function handleToken(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    tokenRequests.push(form);
    const pending = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const isValid =
      pending &&
      form.get('grant_type') === 'authorization_code' &&
      form.get('client_id') === client.clientId &&
      form.get('client_secret') === client.clientSecret &&
      form.get('redirect_uri') === pending.redirectUri &&
      createHash('sha256').update(verifier).digest('base64url') === pending.codeChallenge;
    if (!pending || !isValid) return json(response, 400, { error: 'invalid_grant' });
    const idToken = await new SignJWT({
      email: pending.claims.email,
      email_verified: pending.claims.email_verified,
      ...(pending.claims.name ? { name: pending.claims.name } : {}),
      nonce: pending.nonce,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setAudience(pending.audience)
      .setSubject(pending.claims.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    return json(response, 200, {
      access_token: 'opaque',
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
    });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (request.method === 'GET' && path === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
    }
    if (request.method === 'GET' && path === '/jwks') return json(response, 200, { keys: [jwk] });
    if (request.method === 'POST' && path === '/token') {
      handleToken(request, response).catch(() => json(response, 500, { error: 'server_error' }));
      return;
    }
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    tokenRequests,
    approve(authorizationUrl, claims, overrides = {}) {
      const params = new URL(authorizationUrl).searchParams;
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        claims,
        nonce: overrides.nonce ?? params.get('nonce') ?? '',
        codeChallenge: params.get('code_challenge') ?? '',
        redirectUri: params.get('redirect_uri') ?? '',
        clientId: params.get('client_id') ?? '',
        audience: overrides.audience ?? params.get('client_id') ?? '',
      });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
