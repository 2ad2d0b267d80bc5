import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormObject, metadataOf, parseStripeForm, text } from './stripe-double-form';
import {
  apiVersion,
  integerOf,
  invalid,
  missing,
  newId,
  noSuch,
  nowSeconds,
  readBody,
  redirect,
  StripeApiError,
  type StripeObject,
  sendHtml,
  sendJson,
  signStripePayload,
} from './stripe-double-http';
import { buildAccount, buildCheckoutSession, buildTransfer } from './stripe-double-objects';
import { checkoutPage, messagePage, onboardingPage } from './stripe-double-pages';

export { signStripePayload };

/**
 * A local double of the parts of Stripe's API the payments module uses (ADR 063), after the
 * documented shapes (github.com/stripe/openapi): Checkout Sessions with a hosted page, payment
 * intents, refunds, transfers, Connect accounts and account links with an onboarding page, and
 * signed webhook events. Requests are form-encoded and need `Authorization: Bearer <secret key>`;
 * an Idempotency-Key replays the first answer (another request under the same key is refused).
 */

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  account?: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Record<string, unknown> };
}

export interface StripeDoubleRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: FormObject;
  status: number;
  isReplay: boolean;
}

export interface WebhookDelivery {
  event: StripeEvent;
  payload: string;
  signature: string;
  status: number;
  body: string;
}

/** Where signed events go: a URL (e2e, a listening app) or a function (API tests use app.inject). */
export type WebhookTarget =
  | { url: string }
  | { deliver(payload: string, signature: string): Promise<{ status: number; body: string }> };

export interface StripeDoubleOptions {
  port?: number;
  host?: string;
  secretKey?: string;
  webhookSecret?: string;
  webhookTarget?: WebhookTarget;
}

export interface StripeDouble {
  /** Base URL, as STRIPE_API_BASE takes it. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: StripeDoubleRequest[];
  events: StripeEvent[];
  deliveries: WebhookDelivery[];
  sessions: Map<string, StripeObject>;
  paymentIntents: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  transfers: Map<string, StripeObject>;
  accounts: Map<string, StripeObject>;
  setWebhookTarget(target: WebhookTarget | undefined): void;
  /** What the hosted page's Pay button does: completes the session, sends the event; the success URL. */
  payCheckout(sessionId: string): Promise<{ successUrl: string; delivery: WebhookDelivery | undefined }>;
  /** The session runs out (as at expires_at) and checkout.session.expired is sent. */
  expireCheckout(sessionId: string): Promise<WebhookDelivery | undefined>;
  /** What the onboarding page's Submit does: payouts enabled, account.updated sent. */
  completeOnboarding(accountId: string): Promise<WebhookDelivery | undefined>;
  /** A Stripe-Signature header for a payload (another secret or time to forge or age one). */
  signPayload(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** Sends an event of any type with this object (signed as Stripe would). */
  sendEvent(
    type: string,
    object: Record<string, unknown>,
    options?: { account?: string },
  ): Promise<WebhookDelivery | undefined>;
  /** Delivers an earlier event again, unchanged and freshly signed (Stripe's retries do the same). */
  redeliver(eventId: string): Promise<WebhookDelivery | undefined>;
  /** The next API request answers this Stripe error instead. */
  failNextRequest(error: { status: number; type?: string; code?: string; message?: string }): void;
  close(): Promise<void>;
}

export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let webhookTarget = options.webhookTarget;
  let nextFailure: { status: number; type?: string; code?: string; message?: string } | undefined;
  const requests: StripeDoubleRequest[] = [];
  const events: StripeEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const sessions = new Map<string, StripeObject>();
  const sessionExtras = new Map<
    string,
    { lines: { name: string; quantity: number; amountCents: number }[]; intentData: FormObject | undefined }
  >();
  const paymentIntents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const transfers = new Map<string, StripeObject>();
  const accounts = new Map<string, StripeObject>();
  /** What was refunded of each payment intent so far, to refuse refunding more than was paid. */
  const refundedCents = new Map<string, number>();
  const accountLinks = new Map<
    string,
    { accountId: string; expiresAt: number; returnUrl: string; refreshUrl: string; isUsed: boolean }
  >();
  const idempotent = new Map<string, { path: string; body: string; status: number; response: unknown }>();
  let baseUrl = '';

  async function deliver(event: StripeEvent): Promise<WebhookDelivery | undefined> {
    if (!webhookTarget) return undefined;
    const payload = JSON.stringify(event, null, 2);
    const signature = signStripePayload(payload, webhookSecret);
    let result: { status: number; body: string };
    try {
      if ('url' in webhookTarget) {
        const response = await fetch(webhookTarget.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          body: payload,
        });
        result = { status: response.status, body: await response.text() };
      } else {
        result = await webhookTarget.deliver(payload, signature);
      }
    } catch (error) {
      result = { status: 0, body: String(error) };
    }
    const delivery = { event, payload, signature, ...result };
    deliveries.push(delivery);
    return delivery;
  }

  function emit(
    type: string,
    object: Record<string, unknown>,
    extra: { account?: string; idempotencyKey?: string } = {},
  ) {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: nowSeconds(),
      type,
      ...(extra.account ? { account: extra.account } : {}),
      livemode: false,
      pending_webhooks: webhookTarget ? 1 : 0,
      request: {
        id: extra.idempotencyKey ? newId('req') : null,
        idempotency_key: extra.idempotencyKey ?? null,
      },
      // A snapshot: later changes to the object do not rewrite what was sent.
      data: { object: structuredClone(object) },
    };
    events.push(event);
    return deliver(event);
  }

  // --- API resources -------------------------------------------------------------------------

  function createCheckoutSession(form: FormObject): StripeObject {
    const { session, lines, intentData } = buildCheckoutSession(form, baseUrl);
    sessions.set(session.id, session);
    sessionExtras.set(session.id, { lines, intentData });
    return session;
  }

  function findSession(id: string): StripeObject {
    const session = sessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  async function completeSession(id: string) {
    const session = findSession(id);
    if (session.status !== 'open') throw invalid(`This Checkout Session is ${String(session.status)}.`);
    const intentData = sessionExtras.get(id)?.intentData;
    const chargeId = newId('ch');
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      capture_method: 'automatic',
      created: nowSeconds(),
      currency: session.currency,
      latest_charge: chargeId,
      livemode: false,
      metadata: metadataOf(intentData),
      payment_method_types: ['card'],
      receipt_email: session.customer_email,
      status: 'succeeded',
      transfer_group: text(intentData, 'transfer_group') ?? null,
    };
    paymentIntents.set(intent.id, intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      customer_details: { email: session.customer_email, name: 'Test Buyer', address: null },
    });
    const delivery = await emit('checkout.session.completed', session);
    const successUrl = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id);
    return { successUrl, delivery };
  }

  async function expireSession(id: string) {
    const session = findSession(id);
    if (session.status !== 'open')
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`);
    Object.assign(session, { status: 'expired' });
    return emit('checkout.session.expired', session);
  }

  async function createRefund(form: FormObject, idempotencyKey: string | undefined): Promise<StripeObject> {
    const intentId = text(form, 'payment_intent');
    if (!intentId) throw missing('payment_intent');
    const intent = paymentIntents.get(intentId);
    if (!intent) throw noSuch('payment_intent', intentId);
    const refunded = refundedCents.get(intent.id) ?? 0;
    const remaining = Number(intent.amount_received) - refunded;
    if (remaining <= 0)
      throw invalid(
        `Charge ${String(intent.latest_charge)} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    const amount = integerOf(form, 'amount') ?? remaining;
    if (amount > remaining) {
      throw invalid(
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(remaining / 100).toFixed(2)})`,
        'amount',
        'amount_too_large',
      );
    }
    refundedCents.set(intent.id, refunded + amount);
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: nowSeconds(),
      currency: intent.currency,
      metadata: metadataOf(form),
      payment_intent: intent.id,
      reason: text(form, 'reason') ?? null,
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: refunded + amount,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: refunded + amount === intent.amount_received,
      status: 'succeeded',
    };
    await emit('charge.refunded', charge, { idempotencyKey });
    await emit('refund.created', refund, { idempotencyKey });
    return refund;
  }

  function createTransfer(form: FormObject): StripeObject {
    const transfer = buildTransfer(form, (id) => accounts.get(id));
    transfers.set(transfer.id, transfer);
    void emit('transfer.created', transfer);
    return transfer;
  }

  function createAccount(form: FormObject): StripeObject {
    const account = buildAccount(form);
    accounts.set(account.id, account);
    return account;
  }

  function createAccountLink(form: FormObject): StripeObject {
    const accountId = text(form, 'account');
    if (!accountId) throw missing('account');
    if (!accounts.has(accountId)) throw noSuch('account', accountId);
    const type = text(form, 'type');
    if (!type) throw missing('type');
    if (!['account_onboarding', 'account_update'].includes(type))
      throw invalid(`Invalid type: ${type}`, 'type');
    const returnUrl = text(form, 'return_url');
    if (!returnUrl) throw missing('return_url');
    const refreshUrl = text(form, 'refresh_url') ?? returnUrl;
    const token = randomBytes(16).toString('hex');
    const created = nowSeconds();
    accountLinks.set(token, { accountId, expiresAt: created + 300, returnUrl, refreshUrl, isUsed: false });
    return {
      id: token,
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `${baseUrl}/connect/onboarding/${token}`,
    };
  }

  async function enablePayouts(accountId: string) {
    const account = accounts.get(accountId);
    if (!account) throw noSuch('account', accountId);
    const capabilities = account.capabilities as Record<string, string>;
    Object.assign(account, {
      capabilities: Object.fromEntries(Object.keys(capabilities).map((name) => [name, 'active'])),
      details_submitted: true,
      payouts_enabled: true,
      requirements: { currently_due: [], disabled_reason: null, eventually_due: [], past_due: [] },
    });
    return emit('account.updated', account, { account: accountId });
  }

  function retrieve(map: Map<string, StripeObject>, kind: string, id: string) {
    const object = map.get(id);
    if (!object) throw noSuch(kind, id);
    return object;
  }

  async function handleApi(
    method: string,
    path: string,
    form: FormObject,
    idempotencyKey: string | undefined,
  ): Promise<unknown> {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, action] = parts;
    if (method === 'POST' && resource === 'checkout' && id === 'sessions' && !action)
      return createCheckoutSession(form);
    if (resource === 'checkout' && id === 'sessions' && action) {
      if (method === 'GET' && parts.length === 3) return findSession(action);
      if (method === 'POST' && parts[3] === 'expire') {
        await expireSession(action);
        return findSession(action);
      }
    }
    if (resource === 'refunds') {
      if (method === 'POST' && !id) return createRefund(form, idempotencyKey);
      if (method === 'GET' && id) return retrieve(refunds, 'refund', id);
    }
    if (resource === 'transfers') {
      if (method === 'POST' && !id) return createTransfer(form);
      if (method === 'GET' && id) return retrieve(transfers, 'transfer', id);
    }
    if (resource === 'accounts') {
      if (method === 'POST' && !id) return createAccount(form);
      if (method === 'GET' && id) return retrieve(accounts, 'account', id);
    }
    if (resource === 'account_links' && method === 'POST' && !id) return createAccountLink(form);
    if (resource === 'payment_intents' && method === 'GET' && id) {
      return retrieve(paymentIntents, 'payment_intent', id);
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function serveApi(request: IncomingMessage, response: ServerResponse, path: string) {
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const form =
      method === 'GET'
        ? parseStripeForm(new URL(request.url ?? '/', 'http://x').search.slice(1))
        : parseStripeForm(body);
    const authorization = request.headers.authorization;
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) || undefined;
    const log: StripeDoubleRequest = {
      method,
      path,
      authorization,
      idempotencyKey,
      form,
      status: 0,
      isReplay: false,
    };
    requests.push(log);
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      log.status = status;
      sendJson(response, status, payload, headers);
    };
    const answerError = (error: StripeApiError) =>
      answer(error.status, {
        error: {
          type: error.type,
          message: error.message,
          ...(error.param ? { param: error.param } : {}),
          ...(error.code ? { code: error.code } : {}),
        },
      });
    if (authorization !== `Bearer ${secretKey}`) {
      return answerError(new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided: ****'));
    }
    if (method === 'POST' && idempotencyKey) {
      const previous = idempotent.get(idempotencyKey);
      if (previous) {
        if (previous.path !== path || previous.body !== body) {
          return answerError(
            new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          );
        }
        log.isReplay = true;
        return answer(previous.status, previous.response, {
          'idempotent-replayed': 'true',
          'original-request': newId('req'),
        });
      }
    }
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = undefined;
      return answerError(
        new StripeApiError(
          failure.status,
          failure.type ?? 'api_error',
          failure.message ?? 'An error occurred with our connection to Stripe.',
          undefined,
          failure.code,
        ),
      );
    }
    let status = 200;
    let payload: unknown;
    try {
      payload = await handleApi(method, path, form, idempotencyKey);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      payload = {
        error: {
          type: error.type,
          message: error.message,
          ...(error.param ? { param: error.param } : {}),
          ...(error.code ? { code: error.code } : {}),
        },
      };
    }
    // Stripe keeps the first answer of a key, errors of a bad request included (not 5xx).
    if (method === 'POST' && idempotencyKey && status < 500)
      idempotent.set(idempotencyKey, { path, body, status, response: payload });
    answer(status, payload);
  }

  // --- hosted pages --------------------------------------------------------------------------

  async function servePage(request: IncomingMessage, response: ServerResponse, path: string) {
    const method = request.method ?? 'GET';
    const checkout = /^\/c\/pay\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (checkout) {
      const [, sessionId = '', action] = checkout;
      const session = sessions.get(sessionId);
      if (!session)
        return sendHtml(response, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
      if (method === 'GET' && !action) {
        return sendHtml(
          response,
          200,
          checkoutPage({
            sessionId,
            lines: sessionExtras.get(sessionId)?.lines ?? [],
            totalCents: Number(session.amount_total),
            currency: String(session.currency),
            email: (session.customer_email as string | null) ?? null,
            status: String(session.status),
          }),
        );
      }
      if (method === 'POST' && action === 'confirm') {
        if (session.status !== 'open')
          return sendHtml(
            response,
            409,
            messagePage('Checkout closed', `This checkout is ${String(session.status)}.`),
          );
        const { successUrl } = await completeSession(sessionId);
        return redirect(response, successUrl);
      }
      if (method === 'POST' && action === 'cancel') {
        const cancelUrl = session.cancel_url as string | null;
        return cancelUrl
          ? redirect(response, cancelUrl)
          : sendHtml(response, 200, messagePage('Cancelled', 'You can close this page.'));
      }
    }
    const onboarding = /^\/connect\/onboarding\/([^/]+)(?:\/(submit|leave))?$/.exec(path);
    if (onboarding) {
      const [, token = '', action] = onboarding;
      const link = accountLinks.get(token);
      if (!link)
        return sendHtml(response, 404, messagePage('Link not found', 'This onboarding link is not valid.'));
      // A used or expired link sends the seller to refresh_url for a new one, as Stripe does.
      if (link.isUsed || link.expiresAt < nowSeconds()) return redirect(response, link.refreshUrl);
      if (method === 'GET' && !action) {
        const account = accounts.get(link.accountId);
        return sendHtml(
          response,
          200,
          onboardingPage({
            token,
            accountId: link.accountId,
            email: (account?.email as string | null) ?? null,
          }),
        );
      }
      if (method === 'POST' && action) {
        link.isUsed = true;
        if (action === 'submit') await enablePayouts(link.accountId);
        return redirect(response, link.returnUrl);
      }
    }
    sendHtml(response, 404, messagePage('Not found', 'Nothing here.'));
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    const work = path.startsWith('/v1/')
      ? serveApi(request, response, path)
      : path === '/'
        ? Promise.resolve(sendJson(response, 200, { double: 'stripe', apiVersion }))
        : servePage(request, response, path);
    work.catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, { error: { type: 'api_error', message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    requests,
    events,
    deliveries,
    sessions,
    paymentIntents,
    refunds,
    transfers,
    accounts,
    setWebhookTarget: (target) => {
      webhookTarget = target;
    },
    payCheckout: completeSession,
    expireCheckout: expireSession,
    completeOnboarding: enablePayouts,
    signPayload: (payload, signOptions = {}) =>
      signStripePayload(payload, signOptions.secret ?? webhookSecret, signOptions.timestamp),
    sendEvent: (type, object, eventOptions = {}) => emit(type, object, eventOptions),
    redeliver: (eventId) => {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      return deliver(event);
    },
    failNextRequest: (error) => {
      nextFailure = error;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
