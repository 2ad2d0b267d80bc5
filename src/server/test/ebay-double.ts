import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local double of the eBay APIs the marketplaces module uses (ADR 073), after eBay's documented
 * shapes: the consent page (which answers at once with a code), the OAuth token endpoint
 * (authorization code and refresh token grants, RFC 6749 errors), the Identity user, Inventory
 * (locations, inventory items, offers, publish, withdraw), Account business policies, Taxonomy
 * suggestions and Fulfillment orders. Errors come in eBay's container,
 * `{ errors: [{ errorId, domain, category, message, longMessage, parameters }] }`.
 *
 * Scripted behaviour by title keyword: "[ebay-reject]" -> publishOffer 400 (errorId 25002),
 * "[ebay-slow]" -> the first inventory item call answers after `slowMs`, "[ebay-429]" and
 * "[ebay-500]" -> the first inventory item call fails so, then succeeds; "[ebay-images]" ->
 * publishOffer succeeds with a picture warning. `/__admin/*` creates orders, revokes refresh
 * tokens and removes a seller's setup; `/__admin/hold` keeps a SKU's next inventory item call
 * waiting (its body already read) until `/__admin/release`, and `GET /__admin/held` names the SKUs
 * waiting, so a test can edit a listing while its job is surely running.
 */
export interface EbayDoubleOptions {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  ruName: string;
  /** The RuName's accept URL: where the consent page sends the browser with state and code. */
  acceptUrl: string;
  /** How long "[ebay-slow]" keeps the first inventory call waiting. */
  slowMs?: number;
}

export interface EbayDoubleCall {
  method: string;
  path: string;
  status: number;
  grantType?: string;
}

interface EbayUser {
  userId: string;
  username: string;
  missingSetup: Set<string>;
}

interface Offer {
  offerId: string;
  userId: string;
  sku: string;
  body: Record<string, unknown>;
  listingId: string | null;
  status: 'UNPUBLISHED' | 'PUBLISHED';
}

export interface EbayDouble {
  url: string;
  calls: EbayDoubleCall[];
  /** Inventory items by SKU, as last put. */
  items: Map<string, Record<string, unknown>>;
  offers: Map<string, Offer>;
  close(): Promise<void>;
}

const accessTokenLifetimeSeconds = 7200;
const refreshTokenLifetimeSeconds = 47_304_000;

const newId = (bytes = 9) => randomBytes(bytes).toString('hex');
const numericId = () => String(110_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

function sendJson(response: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const ebayError = (
  errorId: number,
  message: string,
  options: {
    domain?: string;
    category?: string;
    longMessage?: string;
    parameters?: { name: string; value: string }[];
  } = {},
) => ({
  errors: [
    {
      errorId,
      domain: options.domain ?? 'API_INVENTORY',
      subdomain: 'Selling',
      category: options.category ?? 'REQUEST',
      message,
      ...(options.longMessage ? { longMessage: options.longMessage } : {}),
      ...(options.parameters ? { parameters: options.parameters } : {}),
    },
  ],
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startEbayDouble(options: EbayDoubleOptions): Promise<EbayDouble> {
  const slowMs = options.slowMs ?? 1_500;
  const codes = new Map<string, string>();
  const accessTokens = new Map<string, { userId: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { userId: string; revoked: boolean }>();
  const users = new Map<string, EbayUser>();
  const items = new Map<string, Record<string, unknown>>();
  const itemOwners = new Map<string, string>();
  const offers = new Map<string, Offer>();
  const orders: { userId: string; order: Record<string, unknown> }[] = [];
  /** Scripted failures already served once, by "<keyword>:<sku>". */
  const served = new Set<string>();
  /** Held SKUs: their inventory item calls wait for the release. */
  const holds = new Map<string, { released: Promise<void>; release: () => void }>();
  const waiting = new Set<string>();
  const calls: EbayDoubleCall[] = [];

  const titleOf = (sku: string) => {
    const product = items.get(sku)?.product as { title?: string } | undefined;
    return product?.title ?? '';
  };
  const issueTokens = (userId: string) => {
    const accessToken = `v^1.1#i^1#a^${newId(24)}`;
    const refreshToken = `v^1.1#i^1#r^${newId(24)}`;
    accessTokens.set(accessToken, { userId, expiresAt: Date.now() + accessTokenLifetimeSeconds * 1000 });
    refreshTokens.set(refreshToken, { userId, revoked: false });
    return { accessToken, refreshToken };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<number> => {
    const path = url.pathname;
    const method = request.method ?? 'GET';
    const reply = (status: number, body?: unknown) => {
      sendJson(response, status, body);
      return status;
    };

    if (method === 'GET' && path === '/') return reply(200, { double: 'ebay' });

    // --- consent page: the seller "agrees" at once ----------------------------------------
    if (method === 'GET' && path === '/oauth2/authorize') {
      const state = url.searchParams.get('state') ?? '';
      if (
        url.searchParams.get('client_id') !== options.clientId ||
        url.searchParams.get('redirect_uri') !== options.ruName
      ) {
        response.writeHead(400, { 'content-type': 'text/html' }).end('<h1>invalid_request</h1>');
        return 400;
      }
      const user: EbayUser = {
        userId: newId(6),
        username: `kk_testuser_${newId(3)}`,
        missingSetup: new Set(),
      };
      users.set(user.userId, user);
      const code = `v^1.1#i^1#c^${newId(20)}`;
      codes.set(code, user.userId);
      const target = new URL(options.acceptUrl);
      target.searchParams.set('state', state);
      target.searchParams.set('code', code);
      target.searchParams.set('expires_in', '299');
      response.writeHead(302, { location: target.toString() }).end();
      return 302;
    }

    // --- OAuth token endpoint --------------------------------------------------------------
    if (method === 'POST' && path === '/identity/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return reply(401, { error: 'invalid_client', error_description: 'client authentication failed' });
      }
      const form = new URLSearchParams(await readBody(request));
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        const code = form.get('code') ?? '';
        const userId = codes.get(code);
        codes.delete(code);
        if (!userId || form.get('redirect_uri') !== options.ruName) {
          return reply(400, {
            error: 'invalid_grant',
            error_description:
              'the provided authorization grant code is invalid or was issued to another client',
          });
        }
        const tokens = issueTokens(userId);
        return reply(200, {
          access_token: tokens.accessToken,
          expires_in: accessTokenLifetimeSeconds,
          refresh_token: tokens.refreshToken,
          refresh_token_expires_in: refreshTokenLifetimeSeconds,
          token_type: 'User Access Token',
        });
      }
      if (grant === 'refresh_token') {
        const stored = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!stored || stored.revoked) {
          return reply(400, {
            error: 'invalid_grant',
            error_description:
              'the provided authorization refresh token is invalid or was issued to another client',
          });
        }
        const accessToken = `v^1.1#i^1#a^${newId(24)}`;
        accessTokens.set(accessToken, {
          userId: stored.userId,
          expiresAt: Date.now() + accessTokenLifetimeSeconds * 1000,
        });
        return reply(200, {
          access_token: accessToken,
          expires_in: accessTokenLifetimeSeconds,
          token_type: 'User Access Token',
        });
      }
      return reply(400, {
        error: 'unsupported_grant_type',
        error_description: 'grant type in request is not supported by the authorization server',
      });
    }

    // --- test admin ------------------------------------------------------------------------
    if (method === 'GET' && path === '/__admin/held') return reply(200, { waiting: [...waiting] });
    if (method === 'POST' && path.startsWith('/__admin/')) {
      const input = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      if (path === '/__admin/orders') {
        const offer = [...offers.values()].find(
          (candidate) =>
            candidate.sku === input.sku || (input.legacyItemId && candidate.listingId === input.legacyItemId),
        );
        if (!offer?.listingId) return reply(404, ebayError(25713, 'This Offer is not available.'));
        const order = {
          orderId: `${numericId().slice(0, 2)}-${numericId().slice(0, 5)}-${numericId().slice(0, 5)}`,
          creationDate: new Date().toISOString(),
          orderFulfillmentStatus: 'NOT_STARTED',
          orderPaymentStatus: 'PAID',
          lineItems: [
            {
              lineItemId: numericId(),
              legacyItemId: offer.listingId,
              sku: offer.sku,
              title: titleOf(offer.sku),
              quantity: 1,
            },
          ],
        };
        orders.push({ userId: offer.userId, order });
        return reply(201, order);
      }
      if (path === '/__admin/revoke') {
        for (const stored of refreshTokens.values()) stored.revoked = true;
        for (const [token, stored] of accessTokens) accessTokens.set(token, { ...stored, expiresAt: 0 });
        return reply(204);
      }
      if (path === '/__admin/hold') {
        const sku = String(input.sku ?? '');
        if (!holds.has(sku)) {
          let release = () => {};
          const released = new Promise<void>((resolve) => {
            release = resolve;
          });
          holds.set(sku, { released, release });
        }
        return reply(204);
      }
      if (path === '/__admin/release') {
        const sku = String(input.sku ?? '');
        const hold = holds.get(sku);
        holds.delete(sku);
        hold?.release();
        return reply(200, { released: hold !== undefined });
      }
      if (path === '/__admin/setup') {
        const missing = Array.isArray(input.missing) ? (input.missing as string[]) : [];
        for (const user of users.values()) user.missingSetup = new Set(missing);
        return reply(204);
      }
      return reply(404, { message: 'no such admin action' });
    }

    // --- everything else needs a user access token -----------------------------------------
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const session = accessTokens.get(bearer);
    if (!session || session.expiresAt < Date.now()) {
      return reply(
        401,
        ebayError(1001, 'Invalid access token', {
          domain: 'OAuth',
          longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
        }),
      );
    }
    const user = users.get(session.userId);
    if (!user) return reply(401, ebayError(1001, 'Invalid access token', { domain: 'OAuth' }));

    if (method === 'GET' && path === '/commerce/identity/v1/user/') {
      return reply(200, { userId: user.userId, username: user.username, accountType: 'INDIVIDUAL' });
    }
    if (method === 'GET' && path === '/sell/inventory/v1/location') {
      const locations = user.missingSetup.has('inventory_location')
        ? []
        : [
            {
              merchantLocationKey: 'kleinkram-home',
              name: 'Home',
              merchantLocationStatus: 'ENABLED',
              locationTypes: ['WAREHOUSE'],
            },
          ];
      return reply(200, { total: locations.length, limit: 20, offset: 0, locations });
    }
    const policyPaths: Record<string, [string, string, string]> = {
      '/sell/account/v1/fulfillment_policy': [
        'fulfillment_policy',
        'fulfillmentPolicies',
        'fulfillmentPolicyId',
      ],
      '/sell/account/v1/payment_policy': ['payment_policy', 'paymentPolicies', 'paymentPolicyId'],
      '/sell/account/v1/return_policy': ['return_policy', 'returnPolicies', 'returnPolicyId'],
    };
    const policy = policyPaths[path];
    if (method === 'GET' && policy) {
      if (url.searchParams.get('marketplace_id') !== 'EBAY_DE') {
        return reply(400, ebayError(20401, 'Missing field marketplaceId.', { domain: 'API_ACCOUNT' }));
      }
      const [setupKey, listField, idField] = policy;
      const list = user.missingSetup.has(setupKey)
        ? []
        : [
            {
              [idField]: `${setupKey.split('_')[0]}-${user.userId}`,
              name: 'Standard',
              marketplaceId: 'EBAY_DE',
            },
          ];
      return reply(200, { total: list.length, [listField]: list });
    }
    if (method === 'GET' && path === '/commerce/taxonomy/v1/get_default_category_tree_id') {
      return reply(200, { categoryTreeId: '77', categoryTreeVersion: '129' });
    }
    if (method === 'GET' && path === '/commerce/taxonomy/v1/category_tree/77/get_category_suggestions') {
      const query = (url.searchParams.get('q') ?? '').toLowerCase();
      const category = /shelf|regal|bookshelf|möbel/.test(query)
        ? { categoryId: '38204', categoryName: 'Regale' }
        : { categoryId: '99', categoryName: 'Sonstige' };
      return reply(200, {
        categorySuggestions: [
          { category, categoryTreeNodeAncestors: [], categoryTreeNodeLevel: 3, relevancy: 'HIGH' },
        ],
        categoryTreeId: '77',
        categoryTreeVersion: '129',
      });
    }

    const itemMatch = /^\/sell\/inventory\/v1\/inventory_item\/([^/]+)$/.exec(path);
    if (method === 'PUT' && itemMatch?.[1]) {
      const sku = decodeURIComponent(itemMatch[1]);
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      const hold = holds.get(sku);
      if (hold) {
        waiting.add(sku);
        await hold.released;
        waiting.delete(sku);
      }
      const title = ((body.product as { title?: string } | undefined)?.title ?? '').toLowerCase();
      const once = (keyword: string) => {
        if (!title.includes(keyword) || served.has(`${keyword}:${sku}`)) return false;
        served.add(`${keyword}:${sku}`);
        return true;
      };
      if (once('[ebay-slow]')) await new Promise((resolve) => setTimeout(resolve, slowMs));
      if (once('[ebay-429]')) {
        response.setHeader('retry-after', '1');
        return reply(
          429,
          ebayError(2001, 'Too many requests. The request limit has been reached for the resource.', {
            domain: 'ACCESS',
          }),
        );
      }
      if (once('[ebay-500]')) {
        return reply(
          500,
          ebayError(25001, 'A system error has occurred.', {
            category: 'APPLICATION',
            longMessage: 'A system error has occurred. Please try again.',
          }),
        );
      }
      if (!body.product || !body.condition)
        return reply(400, ebayError(25709, 'Invalid value for condition or product.'));
      items.set(sku, body);
      itemOwners.set(sku, user.userId);
      return reply(204);
    }

    if (method === 'POST' && path === '/sell/inventory/v1/offer') {
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      const sku = String(body.sku ?? '');
      if (itemOwners.get(sku) !== user.userId)
        return reply(400, ebayError(25702, `SKU ${sku} is not available in the system.`));
      if (body.marketplaceId !== 'EBAY_DE' || body.format !== 'FIXED_PRICE') {
        return reply(400, ebayError(25709, 'Invalid value for marketplaceId or format.'));
      }
      const existing = [...offers.values()].find(
        (offer) => offer.sku === sku && offer.userId === user.userId,
      );
      if (existing) {
        return reply(
          400,
          ebayError(25002, 'A user error has occurred. Offer entity already exists.', {
            parameters: [{ name: 'offerId', value: existing.offerId }],
          }),
        );
      }
      const offer: Offer = {
        offerId: numericId(),
        userId: user.userId,
        sku,
        body,
        listingId: null,
        status: 'UNPUBLISHED',
      };
      offers.set(offer.offerId, offer);
      return reply(201, { offerId: offer.offerId });
    }
    const offerMatch = /^\/sell\/inventory\/v1\/offer\/([^/]+)(\/publish|\/withdraw)?$/.exec(path);
    const offer = offerMatch?.[1] ? offers.get(decodeURIComponent(offerMatch[1])) : undefined;
    if (offerMatch && (!offer || offer.userId !== user.userId)) {
      return reply(404, ebayError(25713, 'This Offer is not available.'));
    }
    if (offer && method === 'PUT' && !offerMatch?.[2]) {
      offer.body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      return reply(204);
    }
    if (offer && method === 'POST' && offerMatch?.[2] === '/publish') {
      const title = titleOf(offer.sku).toLowerCase();
      if (title.includes('[ebay-reject]')) {
        return reply(
          400,
          ebayError(
            25002,
            'A user error has occurred. The title contains text that is not allowed on eBay.',
            {
              longMessage:
                'A user error has occurred. The title contains text that is not allowed on eBay: [ebay-reject].',
              parameters: [{ name: 'offerId', value: offer.offerId }],
            },
          ),
        );
      }
      offer.listingId ??= numericId();
      offer.status = 'PUBLISHED';
      const warnings = title.includes('[ebay-images]')
        ? [
            {
              errorId: 25019,
              domain: 'API_INVENTORY',
              category: 'REQUEST',
              message: 'One or more pictures could not be downloaded and were left out.',
            },
          ]
        : [];
      return reply(200, { listingId: offer.listingId, ...(warnings.length > 0 ? { warnings } : {}) });
    }
    if (offer && method === 'POST' && offerMatch?.[2] === '/withdraw') {
      if (offer.status !== 'PUBLISHED') return reply(400, ebayError(25713, 'This Offer is not published.'));
      offer.status = 'UNPUBLISHED';
      return reply(200, { listingId: offer.listingId });
    }

    if (method === 'GET' && path === '/sell/fulfillment/v1/order') {
      const filter = /creationdate:\[([^.\]]+)\.\./.exec(url.searchParams.get('filter') ?? '');
      const since = filter?.[1] ? Date.parse(filter[1]) : 0;
      const mine = orders
        .filter(
          (entry) => entry.userId === user.userId && Date.parse(String(entry.order.creationDate)) >= since,
        )
        .map((entry) => entry.order);
      return reply(200, { href: url.toString(), total: mine.length, limit: 50, offset: 0, orders: mine });
    }
    return reply(404, ebayError(2002, 'Resource not found', { domain: 'API_INVENTORY' }));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://ebay-double.local');
    handle(request, response, url)
      .then((status) => {
        calls.push({ method: request.method ?? 'GET', path: url.pathname, status });
      })
      .catch((error: unknown) => {
        if (!response.headersSent)
          sendJson(response, 500, ebayError(25001, String(error), { category: 'APPLICATION' }));
      });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    calls,
    items,
    offers,
    close: () =>
      new Promise<void>((resolve) => {
        for (const hold of holds.values()) hold.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
