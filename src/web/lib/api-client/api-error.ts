import type { EndpointDefinition } from '@shared/api/endpoint';
import { type ErrorCode, errorCodes } from '@shared/errors/error-codes';
import type { z } from 'zod';

/** Errors raised by the web API client, with the messages and rules of product spec §8. */
export const networkFailureMessage = 'Network request failed. Check your connection and try again.';

export const retryableStatuses: readonly number[] = [408, 425, 429, 500, 502, 503, 504, 522, 524];

export const invalidResponseCode = 'INVALID_RESPONSE' as const;

/** The server's codes (src/shared/errors/error-codes.ts), and the client's own for a reply it cannot read. */
export type ApiErrorCode = ErrorCode | typeof invalidResponseCode;
export const invalidResponseMessage = 'Unexpected response from the server';

export type ApiErrorInit = {
  status: number;
  message: string;
  code?: ApiErrorCode | undefined;
  details?: unknown;
  /** Defaults to whether the status is one of `retryableStatuses`. */
  isRetryable?: boolean;
  cause?: unknown;
  failureBody?: unknown;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** The server's error code (`error.code`), when it sent one this client knows. */
  readonly code: ApiErrorCode | undefined;
  readonly details: unknown;
  readonly isRetryable: boolean;
  /**
   * The parsed body of a failure status the endpoint declares (`failureResponses`, e.g. the health
   * report of a 503); undefined otherwise. Read it typed with `declaredFailureBody`.
   */
  readonly failureBody: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.isRetryable = init.isRetryable ?? isRetryableStatus(init.status);
    this.failureBody = init.failureBody;
  }
}

type DeclaredFailures<E extends EndpointDefinition> = NonNullable<E['failureResponses']>;

/**
 * The body `endpoint` declares for the failure `status`, when `error` is that failure of a call of
 * it (the health report that comes with a 503); undefined for any other error.
 */
export function declaredFailureBody<
  E extends EndpointDefinition,
  Status extends keyof DeclaredFailures<E> & number,
>(
  _endpoint: E,
  status: Status,
  error: unknown,
): z.output<Extract<DeclaredFailures<E>[Status], z.ZodType>> | undefined {
  if (!(error instanceof ApiError) || error.status !== status || error.failureBody === undefined) {
    return undefined;
  }
  return error.failureBody as z.output<Extract<DeclaredFailures<E>[Status], z.ZodType>>;
}

export function isRetryableStatus(status: number): boolean {
  return retryableStatuses.includes(status);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function knownErrorCode(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value)
    ? (value as ErrorCode)
    : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The message for a failed response: our server's `error.message`, else a top-level `message`
 * or `error` string, else `Request failed with status {status}`.
 */
export function apiErrorMessage(body: unknown, status: number): string {
  const record = asRecord(body);
  return (
    nonEmptyString(asRecord(record?.error)?.message) ??
    nonEmptyString(record?.message) ??
    nonEmptyString(record?.error) ??
    `Request failed with status ${status}`
  );
}

/** An ApiError for a failed response; `body` is the parsed JSON body, or undefined. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const serverError = asRecord(asRecord(body)?.error);
  return new ApiError({
    status,
    message: apiErrorMessage(body, status),
    code: knownErrorCode(serverError?.code),
    details: serverError?.details,
  });
}

export function networkFailureError(cause: unknown): ApiError {
  return new ApiError({ status: 0, message: networkFailureMessage, isRetryable: true, cause });
}

export function invalidResponseError(status: number, details?: unknown): ApiError {
  return new ApiError({
    status,
    code: invalidResponseCode,
    message: invalidResponseMessage,
    details,
    isRetryable: false,
  });
}
