import type { EndpointDefinition, EndpointInput, EndpointResponse } from '@shared/api/endpoint';
import type { z } from 'zod';
import type { QueryParams } from './request-url';

/** What the API client needs from the session: the access token, a refresh, and a way to end it. */
export type SessionBridge = {
  getAccessToken(): string | null | Promise<string | null>;
  /** Resolves true when a new access token is available; false (or a rejection) means it could not be. */
  refresh(): Promise<boolean>;
  clearSession(reason: 'expired'): void;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestInit<T> = {
  method?: HttpMethod;
  /** Sent as JSON, except FormData, Blob and URLSearchParams, which are sent as they are. */
  body?: unknown;
  query?: QueryParams;
  /** Parses the JSON response; a mismatch throws ApiError code 'INVALID_RESPONSE'. */
  schema?: z.ZodType<T>;
  /** Per success status, when a call answers more than one shape (taken before `schema`). */
  responses?: Partial<Record<number, z.ZodType>>;
  /** Per failure status, a body that is an answer rather than the error shape (`ApiError.failureBody`). */
  failureResponses?: Partial<Record<number, z.ZodType>>;
  signal?: AbortSignal;
  /** Send the bearer token and refresh on 401. Default true. */
  auth?: boolean;
  headers?: Readonly<Record<string, string>>;
};

/** Options of the shorthand methods, which fix the method (and take the body as an argument). */
export type ApiMethodInit<T> = Omit<ApiRequestInit<T>, 'method' | 'body'>;

export type ApiClientOptions = {
  /** Default '/api'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  session: SessionBridge;
  /** Waits between retries; injectable so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The interface language, sent as Accept-Language so server-rendered texts (notifications) match. */
  language?: () => string | undefined;
};

/** Per call, besides the endpoint's own input. */
export type CallOptions = {
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** Send the bearer token (and refresh on 401). Default: every endpoint but the public ones. */
  auth?: boolean;
};

/** The input of a typed call; endpoints that take nothing may be called without it. */
export type CallArguments<E extends EndpointDefinition> =
  Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

export type ApiClient = {
  /**
   * Calls an endpoint of the contract (ADR 033): path, params, query and body are checked by the
   * compiler against the shared definition, and the answer is parsed with its response schema.
   */
  call<E extends EndpointDefinition>(endpoint: E, ...input: CallArguments<E>): Promise<EndpointResponse<E>>;
  request<T = unknown>(path: string, init?: ApiRequestInit<T>): Promise<T>;
  get<T = unknown>(path: string, init?: ApiMethodInit<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, init?: ApiMethodInit<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, init?: ApiMethodInit<T>): Promise<T>;
  delete<T = unknown>(path: string, init?: ApiMethodInit<T>): Promise<T>;
};
