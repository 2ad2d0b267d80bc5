import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Text and attribute values in HTML: `& " ' < >` as entities, so no title can end an element. */
export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** `name="value"` pairs, escaped; `undefined` and `false` leave the attribute out. */
export function htmlAttributes(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeHtml(String(value))}"`))
    .join(' ');
}

const iconCache = new Map<string, string>();

/**
 * A lucide icon as the web draws it (ADR 089): rendered once per icon and class by the same
 * component the web uses, so the server's first screen carries the identical SVG.
 */
export function iconMarkup(icon: LucideIcon, className: string): string {
  const key = `${icon.displayName ?? ''}|${className}`;
  let markup = iconCache.get(key);
  if (markup === undefined) {
    markup = renderToStaticMarkup(createElement(icon, { 'aria-hidden': true, className }));
    iconCache.set(key, markup);
  }
  return markup;
}
