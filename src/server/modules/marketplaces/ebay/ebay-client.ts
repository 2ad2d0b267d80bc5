import type { EbayConfig } from '../../../config/env';

/**
 * eBay's REST APIs as the publishing job uses them (ADR 073), after the documented shapes:
 * OAuth (identity/v1/oauth2/token), Inventory (inventory_item, offer, location), Account (business
 * policies), Taxonomy (category suggestions) and Fulfillment (orders). Every call is timed and
 * handed to `record`, so each one becomes a marketplace event the seller can read.
 */
export const ebayMarketplaceId = 'EBAY_DE';
export const ebayContentLanguage = 'de-DE';
/** The user-token scopes publishing needs (issue 19): inventory, business policies, orders. */
export const ebayScopes = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
];

export interface EbayCallRecord {
  operation: string;
  result: 'SUCCESS' | 'FAILURE';
  responseCode: number | null;
  externalErrorId: string | null;
  message: string | null;
  durationMs: number;
}

/** eBay's error container: `{ errors: [{ errorId, domain, category, message, … }] }`. */
export interface EbayErrorDetail {
  errorId: number;
  domain?: string;
  subdomain?: string;
  category?: string;
  message: string;
  longMessage?: string;
  parameters?: { name: string; value: string }[];
}

export type EbayFailureKind = 'timeout' | 'network' | 'rate_limited' | 'server' | 'rejected' | 'unauthorized';

export class EbayApiError extends Error {
  readonly kind: EbayFailureKind;
  readonly status: number | null;
  readonly errorId: string | null;
  readonly details: EbayErrorDetail[];

  constructor(
    kind: EbayFailureKind,
    message: string,
    status: number | null,
    details: EbayErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'EbayApiError';
    this.kind = kind;
    this.status = status;
    this.details = details;
    this.errorId = details[0] ? String(details[0].errorId) : null;
  }

  /** Timeouts, 429 and 5xx pass; a 4xx needs the seller (or us) and is not tried again. */
  get isRetryable(): boolean {
    return (
      this.kind === 'timeout' ||
      this.kind === 'network' ||
      this.kind === 'rate_limited' ||
      this.kind === 'server'
    );
  }
}

export interface EbayTokenSet {
  accessToken: string;
  expiresInSeconds: number;
  refreshToken: string;
  refreshTokenExpiresInSeconds: number | null;
}

export interface EbayInventoryItem {
  availability: { shipToLocationAvailability: { quantity: number } };
  condition: string;
  product: { title: string; description: string; aspects: Record<string, string[]>; imageUrls: string[] };
}

export interface EbayOfferBody {
  sku: string;
  marketplaceId: string;
  format: 'FIXED_PRICE';
  availableQuantity: number;
  categoryId: string;
  listingDescription: string;
  listingPolicies: { fulfillmentPolicyId: string; paymentPolicyId: string; returnPolicyId: string };
  merchantLocationKey: string;
  pricingSummary: { price: { value: string; currency: 'EUR' } };
}

export interface EbayOrder {
  orderId: string;
  creationDate: string;
  orderPaymentStatus?: string;
  lineItems: { lineItemId: string; legacyItemId?: string; sku?: string; title?: string; quantity?: number }[];
}

export interface EbayClientOptions {
  timeoutMs: number;
  record: (call: EbayCallRecord) => Promise<void> | void;
}

interface CallOptions {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  base?: 'api' | 'auth';
  token?: string;
  basicAuth?: boolean;
  json?: unknown;
  form?: Record<string, string>;
  query?: Record<string, string>;
}

type RawAnswer = { status: number; body: unknown };

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

function errorDetailsOf(body: unknown): EbayErrorDetail[] {
  if (!body || typeof body !== 'object') return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is EbayErrorDetail => Boolean(entry) && typeof entry === 'object' && 'errorId' in entry,
  );
}

function failureOf(status: number, body: unknown): EbayApiError {
  const details = errorDetailsOf(body);
  // The OAuth endpoint answers in RFC 6749's shape: { error, error_description }.
  const oauthError =
    body && typeof body === 'object' ? textOf((body as { error?: unknown }).error) : undefined;
  const oauthDescription =
    body && typeof body === 'object'
      ? textOf((body as { error_description?: unknown }).error_description)
      : undefined;
  const message =
    details[0]?.longMessage ??
    details[0]?.message ??
    oauthDescription ??
    oauthError ??
    `eBay answered ${status}`;
  if (status === 429) return new EbayApiError('rate_limited', message, status, details);
  if (status >= 500) return new EbayApiError('server', message, status, details);
  if (status === 401) return new EbayApiError('unauthorized', message, status, details);
  return new EbayApiError('rejected', message, status, details);
}

export type EbayClient = ReturnType<typeof createEbayClient>;

export function createEbayClient(config: EbayConfig, options: EbayClientOptions) {
  const call = async (operation: string, request: CallOptions): Promise<RawAnswer> => {
    const base = request.base === 'auth' ? config.authBase : config.apiBase;
    const url = new URL(`${base}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.basicAuth) {
      headers.authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
    }
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-language'] = ebayContentLanguage;
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.method === 'POST') {
      headers['content-language'] = ebayContentLanguage;
    }
    if (request.path.startsWith('/sell/') || request.path.startsWith('/commerce/')) {
      headers['x-ebay-c-marketplace-id'] = ebayMarketplaceId;
    }
    const startedAt = performance.now();
    const elapsed = () => Math.round(performance.now() - startedAt);
    let answer: RawAnswer;
    try {
      const response = await fetch(url, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown = null;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = { message: text.slice(0, 300) };
        }
      }
      answer = { status: response.status, body: parsed };
    } catch (error) {
      const isTimeout =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const failure = isTimeout
        ? new EbayApiError('timeout', `eBay did not answer within ${options.timeoutMs} ms`, null)
        : new EbayApiError('network', `eBay could not be reached: ${(error as Error).message}`, null);
      await options.record({
        operation,
        result: 'FAILURE',
        responseCode: null,
        externalErrorId: null,
        message: failure.message,
        durationMs: elapsed(),
      });
      throw failure;
    }
    const durationMs = elapsed();
    if (answer.status >= 400) {
      const failure = failureOf(answer.status, answer.body);
      await options.record({
        operation,
        result: 'FAILURE',
        responseCode: answer.status,
        externalErrorId: failure.errorId,
        message: failure.message.slice(0, 1000),
        durationMs,
      });
      throw failure;
    }
    const warnings = warningsOf(answer.body);
    await options.record({
      operation,
      result: 'SUCCESS',
      responseCode: answer.status,
      externalErrorId: warnings[0] ? String(warnings[0].errorId) : null,
      message:
        warnings.length > 0
          ? warnings
              .map((warning) => warning.message)
              .join('; ')
              .slice(0, 1000)
          : null,
      durationMs,
    });
    return answer;
  };

  const tokenSetOf = (body: unknown): EbayTokenSet => {
    const record = (body ?? {}) as Record<string, unknown>;
    const accessToken = textOf(record.access_token);
    const refreshToken = textOf(record.refresh_token);
    if (!accessToken || !refreshToken) throw new EbayApiError('rejected', 'eBay returned no token pair', 200);
    return {
      accessToken,
      refreshToken,
      expiresInSeconds: Number(record.expires_in ?? 7200),
      refreshTokenExpiresInSeconds:
        typeof record.refresh_token_expires_in === 'number' ? record.refresh_token_expires_in : null,
    };
  };

  const listOf = <T>(body: unknown, field: string): T[] => {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
    return Array.isArray(value) ? (value as T[]) : [];
  };

  return {
    /** The consent page the seller's browser is sent to (authorization code grant). */
    authorizeUrl(state: string): string {
      const url = new URL(`${config.authBase}/oauth2/authorize`);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', config.ruName);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', ebayScopes.join(' '));
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchangeCode(code: string): Promise<EbayTokenSet> {
      const answer = await call('exchangeAuthorizationCode', {
        method: 'POST',
        path: '/identity/v1/oauth2/token',
        basicAuth: true,
        form: { grant_type: 'authorization_code', code, redirect_uri: config.ruName },
      });
      return tokenSetOf(answer.body);
    },
    async refreshAccessToken(
      refreshToken: string,
    ): Promise<{ accessToken: string; expiresInSeconds: number }> {
      const answer = await call('refreshAccessToken', {
        method: 'POST',
        path: '/identity/v1/oauth2/token',
        basicAuth: true,
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, scope: ebayScopes.join(' ') },
      });
      const record = (answer.body ?? {}) as Record<string, unknown>;
      const accessToken = textOf(record.access_token);
      if (!accessToken) throw new EbayApiError('rejected', 'eBay returned no access token', answer.status);
      return { accessToken, expiresInSeconds: Number(record.expires_in ?? 7200) };
    },
    /** The Identity API's user: its username is shown as "connected as …". */
    async getUser(token: string): Promise<{ username: string | null }> {
      const answer = await call('getUser', { method: 'GET', path: '/commerce/identity/v1/user/', token });
      return { username: textOf((answer.body as Record<string, unknown> | null)?.username) ?? null };
    },
    async getInventoryLocations(token: string): Promise<{ merchantLocationKey: string }[]> {
      const answer = await call('getInventoryLocations', {
        method: 'GET',
        path: '/sell/inventory/v1/location',
        token,
        query: { limit: '20' },
      });
      return listOf(answer.body, 'locations');
    },
    async getFulfillmentPolicies(token: string): Promise<{ fulfillmentPolicyId: string }[]> {
      const answer = await call('getFulfillmentPolicies', {
        method: 'GET',
        path: '/sell/account/v1/fulfillment_policy',
        token,
        query: { marketplace_id: ebayMarketplaceId },
      });
      return listOf(answer.body, 'fulfillmentPolicies');
    },
    async getPaymentPolicies(token: string): Promise<{ paymentPolicyId: string }[]> {
      const answer = await call('getPaymentPolicies', {
        method: 'GET',
        path: '/sell/account/v1/payment_policy',
        token,
        query: { marketplace_id: ebayMarketplaceId },
      });
      return listOf(answer.body, 'paymentPolicies');
    },
    async getReturnPolicies(token: string): Promise<{ returnPolicyId: string }[]> {
      const answer = await call('getReturnPolicies', {
        method: 'GET',
        path: '/sell/account/v1/return_policy',
        token,
        query: { marketplace_id: ebayMarketplaceId },
      });
      return listOf(answer.body, 'returnPolicies');
    },
    async getDefaultCategoryTreeId(token: string): Promise<string> {
      const answer = await call('getDefaultCategoryTreeId', {
        method: 'GET',
        path: '/commerce/taxonomy/v1/get_default_category_tree_id',
        token,
        query: { marketplace_id: ebayMarketplaceId },
      });
      const id = textOf((answer.body as Record<string, unknown> | null)?.categoryTreeId);
      if (!id) throw new EbayApiError('rejected', 'eBay returned no category tree', answer.status);
      return id;
    },
    async getCategorySuggestions(
      token: string,
      treeId: string,
      query: string,
    ): Promise<{ categoryId: string; categoryName: string | null }[]> {
      const answer = await call('getCategorySuggestions', {
        method: 'GET',
        path: `/commerce/taxonomy/v1/category_tree/${encodeURIComponent(treeId)}/get_category_suggestions`,
        token,
        query: { q: query },
      });
      return listOf<{ category?: { categoryId?: string; categoryName?: string } }>(
        answer.body,
        'categorySuggestions',
      )
        .map((suggestion) => ({
          categoryId: suggestion.category?.categoryId ?? '',
          categoryName: suggestion.category?.categoryName ?? null,
        }))
        .filter((suggestion) => suggestion.categoryId !== '');
    },
    async createOrReplaceInventoryItem(
      token: string,
      sku: string,
      item: EbayInventoryItem,
    ): Promise<{ warnings: EbayErrorDetail[] }> {
      const answer = await call('createOrReplaceInventoryItem', {
        method: 'PUT',
        path: `/sell/inventory/v1/inventory_item/${encodeURIComponent(sku)}`,
        token,
        json: item,
      });
      return { warnings: warningsOf(answer.body) };
    },
    async createOffer(token: string, offer: EbayOfferBody): Promise<{ offerId: string }> {
      const answer = await call('createOffer', {
        method: 'POST',
        path: '/sell/inventory/v1/offer',
        token,
        json: offer,
      });
      const offerId = textOf((answer.body as Record<string, unknown> | null)?.offerId);
      if (!offerId) throw new EbayApiError('rejected', 'eBay returned no offer id', answer.status);
      return { offerId };
    },
    async updateOffer(
      token: string,
      offerId: string,
      offer: EbayOfferBody,
    ): Promise<{ warnings: EbayErrorDetail[] }> {
      const answer = await call('updateOffer', {
        method: 'PUT',
        path: `/sell/inventory/v1/offer/${encodeURIComponent(offerId)}`,
        token,
        json: offer,
      });
      return { warnings: warningsOf(answer.body) };
    },
    async publishOffer(
      token: string,
      offerId: string,
    ): Promise<{ listingId: string; warnings: EbayErrorDetail[] }> {
      const answer = await call('publishOffer', {
        method: 'POST',
        path: `/sell/inventory/v1/offer/${encodeURIComponent(offerId)}/publish`,
        token,
      });
      const listingId = textOf((answer.body as Record<string, unknown> | null)?.listingId);
      if (!listingId) throw new EbayApiError('rejected', 'eBay returned no listing id', answer.status);
      return { listingId, warnings: warningsOf(answer.body) };
    },
    async withdrawOffer(token: string, offerId: string): Promise<void> {
      await call('withdrawOffer', {
        method: 'POST',
        path: `/sell/inventory/v1/offer/${encodeURIComponent(offerId)}/withdraw`,
        token,
      });
    },
    /** Orders created since `since` (Fulfillment API `filter=creationdate:[…..]`), all pages. */
    async getOrders(token: string, since: Date): Promise<EbayOrder[]> {
      const orders: EbayOrder[] = [];
      let offset = 0;
      for (let page = 0; page < 20; page += 1) {
        const answer = await call('getOrders', {
          method: 'GET',
          path: '/sell/fulfillment/v1/order',
          token,
          query: { filter: `creationdate:[${since.toISOString()}..]`, limit: '50', offset: String(offset) },
        });
        const batch = listOf<EbayOrder>(answer.body, 'orders');
        orders.push(...batch);
        const next = textOf((answer.body as Record<string, unknown> | null)?.next);
        if (!next || batch.length === 0) break;
        offset += batch.length;
      }
      return orders;
    },
  };
}

function warningsOf(body: unknown): EbayErrorDetail[] {
  if (!body || typeof body !== 'object') return [];
  const warnings = (body as { warnings?: unknown }).warnings;
  return Array.isArray(warnings) ? (warnings as EbayErrorDetail[]) : [];
}
