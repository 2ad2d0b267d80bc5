import type { z } from 'zod';
import { type ApiError, apiErrorFromBody, invalidResponseError } from './api-error';

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

/** The ApiError for a failed response; a body that is not JSON counts as no body. */
export function errorFromResponseText(status: number, text: string): ApiError {
  const parsed = parseJsonText(text);
  return apiErrorFromBody(status, parsed.isJson ? parsed.value : undefined);
}
