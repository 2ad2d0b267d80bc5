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

export type ApiClient = {
  request<T = unknown>(path: string, init?: ApiRequestInit<T>): Promise<T>;
  get<T = unknown>(path: string, init?: ApiMethodInit<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, init?: ApiMethodInit<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, init?: ApiMethodInit<T>): Promise<T>;
  delete<T = unknown>(path: string, init?: ApiMethodInit<T>): Promise<T>;
};
