import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cancelReasons, orderStatuses, problemReasons } from '@shared/orders/order-states';
import { describe, expect, it } from 'vitest';
import { carrierOptions } from './order-forms';

const localesRoot = path.resolve(import.meta.dirname, '../../../shared/i18n/locales');
const read = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(localesRoot, language, `${namespace}.json`), 'utf8'));

/** Every key path; plural forms (_one/_other) stand for one key, since languages differ in them. */
function keys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

describe('the checkout and orders catalogues', () => {
  it.each(['checkout', 'orders'])('%s has the same keys in English and German', (namespace) => {
    expect(keys(read('de', namespace)).sort()).toEqual(keys(read('en', namespace)).sort());
  });

  it('name every status, reason and country the pages can show', () => {
    for (const language of ['en', 'de']) {
      const orders = read(language, 'orders') as Record<string, Record<string, string>>;
      const checkout = read(language, 'checkout') as { address: { countries: Record<string, string> } };
      for (const status of orderStatuses) expect(orders.status?.[status]).toBeTruthy();
      for (const reason of cancelReasons) expect(orders.cancelReason?.[reason]).toBeTruthy();
      for (const reason of problemReasons) expect(orders.problemReason?.[reason]).toBeTruthy();
      // The order view names the countries the checkout offers.
      expect(Object.keys(orders.country ?? {})).toEqual(Object.keys(checkout.address.countries));
    }
    expect(carrierOptions).toContain('Deutsche Post');
  });
});
