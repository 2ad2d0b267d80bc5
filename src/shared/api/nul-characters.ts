import type { z } from 'zod';

/** The message of the 400 when any text of a request holds a NUL character. */
export const nulCharacterMessage = 'Text must not contain NUL characters';

/** The dotted path of the first string holding U+0000 in a parsed value, or null. */
export function findNulCharacter(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL anywhere in a request would end in a 500 at the
 * first insert. Every request schema of the contract gets this one check: the request is a 400
 * naming the field, whatever the endpoint.
 */
export function rejectNulCharacters<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.superRefine((value, context) => {
    const path = findNulCharacter(value);
    if (path) context.addIssue({ code: 'custom', message: nulCharacterMessage, path });
  }) as Schema;
}
