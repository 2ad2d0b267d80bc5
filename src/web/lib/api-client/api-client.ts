import { buildEndpointPath, type EndpointDefinition, type EndpointResponse } from '@shared/api/endpoint';
import type { z } from 'zod';
import type {
  ApiClient,
  ApiClientOptions,
  ApiRequestInit,
  CallArguments,
  HttpMethod,
} from './api-client.types';
import { ApiError, networkFailureError } from './api-error';
import { maxGetAttempts, retryAfterDelayMs, retryDelayMs } from './backoff';
import { buildRequestUrl, type QueryParams } from './request-url';
import { errorFromResponseText, parseSuccessBody } from './response-body';
import { createSessionRefresher } from './session-refresh';

/** One answer from the server, its body already read as text. */
type Exchange = { status: number; headers: Headers; text: string };

const defaultBaseUrl = '/api';

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function buildFetchInit(
  method: HttpMethod,
  init: ApiRequestInit<unknown>,
  token: string | null,
  language: string | undefined,
): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    if (isRawBody(init.body)) {
      body = init.body;
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
  }
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  return { method, headers, body, signal: init.signal ?? null };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/**
 * The web app's API client (product spec §7–§8): JSON in and out, bearer auth with one shared refresh
 * on 401, GET retries with backoff on network failures and retryable statuses, errors as ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? defaultBaseUrl;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const { session } = options;
  const refreshSession = createSessionRefresher(session);

  /** One HTTP exchange. Rejects with the AbortError when aborted, with a status-0 ApiError otherwise. */
  async function exchange(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<Exchange> {
    try {
      const response = await fetchImpl(url, init);
      const text = response.status === 204 ? '' : await response.text();
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      if (isAbort(error, signal)) {
        throw error;
      }
      throw networkFailureError(error);
    }
  }

  /**
   * A 401 means the session is not accepted, unless the server names another reason: a wrong
   * one-time code or password on a signed-in route (INVALID_OTP …) must not end the session.
   */
  function isSessionRejection(answer: Exchange): boolean {
    if (answer.status !== 401) return false;
    const code = errorFromResponseText(answer.status, answer.text).code;
    return code === undefined || code === 'UNAUTHENTICATED';
  }

  /** Expires the session after a 401 that a refresh could not cure. */
  function expire(unauthorized: Exchange): never {
    session.clearSession('expired');
    throw errorFromResponseText(unauthorized.status, unauthorized.text);
  }

  /**
   * Sends with the current token; on a 401 refreshes once per request (shared with concurrent
   * requests) and resends. `state.hasRefreshed` carries that "once" across GET retries.
   */
  async function sendAuthorized(
    url: string,
    method: HttpMethod,
    init: ApiRequestInit<unknown>,
    state: { hasRefreshed: boolean },
  ): Promise<Exchange> {
    const useAuth = init.auth ?? true;
    const sentToken = useAuth ? await session.getAccessToken() : null;
    const first = await exchange(
      url,
      buildFetchInit(method, init, sentToken, options.language?.()),
      init.signal,
    );
    if (!useAuth || !isSessionRejection(first)) {
      return first;
    }
    if (state.hasRefreshed) {
      return expire(first);
    }
    state.hasRefreshed = true;
    // Another request may have refreshed the token while this one was on its way: reuse that token.
    const currentToken = await session.getAccessToken();
    const isRenewed = (currentToken !== null && currentToken !== sentToken) || (await refreshSession());
    if (!isRenewed) {
      throw errorFromResponseText(first.status, first.text);
    }
    const renewedToken = await session.getAccessToken();
    const second = await exchange(
      url,
      buildFetchInit(method, init, renewedToken, options.language?.()),
      init.signal,
    );
    return isSessionRejection(second) ? expire(second) : second;
  }

  async function request<T = unknown>(path: string, init: ApiRequestInit<T> = {}): Promise<T> {
    const method = init.method ?? 'GET';
    const maxAttempts = method === 'GET' ? maxGetAttempts : 1;
    const url = buildRequestUrl(baseUrl, path, init.query);
    const state = { hasRefreshed: false };

    for (let attempt = 1; ; attempt += 1) {
      let failure: ApiError;
      let delayMs = retryDelayMs(attempt);
      try {
        const answer = await sendAuthorized(url, method, init, state);
        if (answer.status >= 200 && answer.status < 300) {
          // A contract call's 204 is its declared null, not a body to parse.
          if (init.responses && answer.status === 204) return null as T;
          const schema = (init.responses?.[answer.status] as z.ZodType<T> | undefined) ?? init.schema;
          return parseSuccessBody(answer.status, answer.text, schema);
        }
        failure = errorFromResponseText(answer.status, answer.text, init.failureResponses?.[answer.status]);
        delayMs = retryAfterDelayMs(answer.headers.get('Retry-After')) ?? delayMs;
      } catch (error) {
        if (!(error instanceof ApiError)) {
          throw error;
        }
        failure = error;
      }
      if (!failure.isRetryable || attempt >= maxAttempts) {
        throw failure;
      }
      await sleep(delayMs);
      init.signal?.throwIfAborted();
    }
  }

  function call<E extends EndpointDefinition>(endpoint: E, ...[input]: CallArguments<E>) {
    const { params, query, body, signal, headers, auth } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: QueryParams;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Readonly<Record<string, string>>;
      auth?: boolean;
    };
    return request<EndpointResponse<E>>(buildEndpointPath(endpoint.path, params), {
      method: endpoint.method,
      responses: endpoint.responses,
      ...(endpoint.failureResponses ? { failureResponses: endpoint.failureResponses } : {}),
      auth: auth ?? endpoint.access.kind !== 'public',
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
      ...(headers ? { headers } : {}),
    });
  }

  return {
    call,
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
    patch: (path, body, init) => request(path, { ...init, method: 'PATCH', body }),
    delete: (path, init) => request(path, { ...init, method: 'DELETE' }),
  };
}
