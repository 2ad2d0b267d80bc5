/**
 * Stripe's request bodies are form-encoded with brackets for nesting, as its libraries write them:
 * `line_items[0][price_data][currency]=eur&metadata[orderId]=…`. Numeric keys become arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keysOf(name: string): string[] {
  const [head = '', ...rest] = name.split('[');
  return [head, ...rest.map((part) => part.replace(/\]$/, ''))];
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as FormValue);
  }
  return converted;
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = keysOf(name);
    let node: FormObject = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

/** A string field, or undefined. */
export function text(form: FormObject | undefined, key: string): string | undefined {
  const value = form?.[key];
  return typeof value === 'string' ? value : undefined;
}

export function objectOf(form: FormObject | undefined, key: string): FormObject | undefined {
  const value = form?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

/** Stripe's metadata: a flat map of strings. */
export function metadataOf(form: FormObject | undefined): Record<string, string> {
  const metadata = objectOf(form, 'metadata') ?? {};
  return Object.fromEntries(
    Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
