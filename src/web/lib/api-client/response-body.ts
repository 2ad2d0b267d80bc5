import type { z } from 'zod';
import { ApiError, apiErrorFromBody, invalidResponseError } from './api-error';

type JsonText = { isJson: true; value: unknown } | { isJson: false };

/** Empty text is JSON-less but valid: it stands for "no body" (undefined). */
function parseJsonText(text: string): JsonText {
  if (text.trim() === '') {
    return { isJson: true, value: undefined };
  }
  try {
    return { isJson: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isJson: false };
  }
}

/** The value of a successful response: undefined for an empty body, the JSON otherwise, checked by `schema`. */
export function parseSuccessBody<T>(status: number, text: string, schema: z.ZodType<T> | undefined): T {
  const parsed = parseJsonText(text);
  if (!parsed.isJson) {
    throw invalidResponseError(status);
  }
  if (!schema) {
    return parsed.value as T;
  }
  const result = schema.safeParse(parsed.value);
  if (!result.success) {
    throw invalidResponseError(status, { issues: result.error.issues });
  }
  return result.data;
}

/**
 * The ApiError for a failed response; a body that is not JSON counts as no body. A body that
 * matches `declaredSchema` (the endpoint's `failureResponses` for this status) is a deliberate
 * answer: it is kept as `failureBody`, and the request is not retried.
 */
export function errorFromResponseText(status: number, text: string, declaredSchema?: z.ZodType): ApiError {
  const parsed = parseJsonText(text);
  const body = parsed.isJson ? parsed.value : undefined;
  const error = apiErrorFromBody(status, body);
  const declared = declaredSchema?.safeParse(body);
  if (!declared?.success) return error;
  return new ApiError({
    status,
    message: error.message,
    code: error.code,
    details: error.details,
    isRetryable: false,
    failureBody: declared.data,
  });
}
