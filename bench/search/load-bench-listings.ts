import { cities } from '@shared/catalog/cities.data';
import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import type pg from 'pg';
import { brands, englishAdjectives, englishNouns, germanAdjectives, germanNouns } from './bench-words';

const batchSize = 50_000;
export const benchSellerEmail = 'search-bench-seller@kleinkram.local';

const freeShipping = JSON.stringify([
  { id: 'dhl-free', label: 'DHL', price: 0, currency: 'EUR', estimated: '2-3 days', type: 'shipping' },
]);
const paidShipping = JSON.stringify([
  { id: 'dhl', label: 'DHL', price: 5.49, currency: 'EUR', estimated: '2-3 days', type: 'shipping' },
]);

async function listingIndexDefinitions(pool: pg.Pool): Promise<{ name: string; definition: string }[]> {
  const result = await pool.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE tablename = 'listings' AND indexname NOT LIKE '%pkey' AND indexname NOT LIKE '%_unique'`,
  );
  return result.rows;
}

/**
 * Loads `count` synthetic listings for one seller with INSERT ... SELECT generate_series, in
 * batches. Secondary indexes and the lexicon trigger are off during the load (building an index
 * once is far cheaper than maintaining it per row); the lexicon is filled once afterwards.
 */
export async function loadBenchListings(
  pool: pg.Pool,
  sellerId: string,
  count: number,
  log: (message: string) => void,
) {
  const started = performance.now();
  const indexes = await listingIndexDefinitions(pool);
  for (const index of indexes) await pool.query(`DROP INDEX IF EXISTS "${index.name}"`);
  await pool.query('ALTER TABLE listings DISABLE TRIGGER listings_search_terms');
  const leafCategories = flattenTaxonomy()
    .filter((category) => category.isLeaf)
    .map((category) => category.id);
  const parameters = [
    sellerId,
    germanNouns,
    englishNouns,
    brands,
    germanAdjectives,
    englishAdjectives,
    leafCategories,
    cities.map((city) => city.id),
    cities.map((city) => city.latitude),
    cities.map((city) => city.longitude),
    freeShipping,
    paidShipping,
  ];
  try {
    for (let from = 1; from <= count; from += batchSize) {
      const to = Math.min(count, from + batchSize - 1);
      await pool.query(
        `INSERT INTO listings (slug, seller_id, status, language, title, description, category_id, condition,
           price_cents, previous_price_cents, tags, offers_pickup, offers_shipping, offers_same_day,
           shipping_options, city_id, latitude, longitude, published_at, sold_at)
         SELECT 'bench-' || g, $1, CASE WHEN g % 40 = 0 THEN 'ARCHIVED' ELSE 'PUBLISHED' END,
           CASE WHEN r.is_german THEN 'de' ELSE 'en' END,
           concat_ws(' ', r.brand, r.noun, r.adjective, 'Nr. ' || (g % 997)),
           concat_ws(' ', r.noun, r.adjective, 'in gutem Zustand, wenig benutzt.', r.brand,
             'Abholung oder Versand möglich. Good condition, lightly used, from a smoke-free home.'),
           ($7::text[])[1 + (g % array_length($7::text[], 1))],
           (ARRAY['new','excellent','good','fair','refurbished'])[1 + floor(random() * 5)::int],
           r.price, CASE WHEN g % 10 = 0 THEN (r.price * 1.25)::int END,
           ARRAY[lower(split_part(r.brand, ' ', 1)), lower(r.noun)],
           r.ship < 0.7, r.ship > 0.3, r.ship > 0.9,
           CASE WHEN r.ship <= 0.3 THEN '[]'::jsonb WHEN r.ship > 0.75 THEN $11::jsonb ELSE $12::jsonb END,
           ($8::text[])[r.city],
           CASE WHEN r.near_city THEN ($9::float8[])[r.city] + (random() - 0.5) * 0.5 ELSE 47.4 + random() * 7.5 END,
           CASE WHEN r.near_city THEN ($10::float8[])[r.city] + (random() - 0.5) * 0.8 ELSE 6.0 + random() * 8.9 END,
           now() - random() * interval '365 days',
           CASE WHEN g % 97 = 0 THEN now() END
         FROM generate_series($13::int, $14::int) AS g
         CROSS JOIN LATERAL (
           SELECT g % 2 = 0 AS is_german,
             CASE WHEN g % 2 = 0 THEN ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int]
                  ELSE ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int] END AS noun,
             ($4::text[])[1 + floor(random() * array_length($4::text[], 1))::int] AS brand,
             CASE WHEN g % 2 = 0 THEN ($5::text[])[1 + floor(random() * array_length($5::text[], 1))::int]
                  ELSE ($6::text[])[1 + floor(random() * array_length($6::text[], 1))::int] END AS adjective,
             (100 + floor(power(random(), 3) * 200000))::int AS price,
             random() AS ship,
             1 + floor(random() * 10)::int AS city,
             random() < 0.7 AS near_city
         ) AS r`,
        [...parameters, from, to],
      );
      log(`  loaded ${to.toLocaleString('en')} / ${count.toLocaleString('en')}`);
    }
  } finally {
    await pool.query('ALTER TABLE listings ENABLE TRIGGER listings_search_terms');
    log('  building indexes');
    for (const index of indexes)
      await pool.query(index.definition.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS'));
  }
  log('  filling the typo lexicon');
  await pool.query(
    'INSERT INTO search_terms (term) SELECT DISTINCT listing_terms(title, tags) FROM listings ON CONFLICT DO NOTHING',
  );
  // VACUUM sets the visibility map, as autovacuum would on a live database; ANALYZE the statistics.
  await pool.query('VACUUM ANALYZE listings');
  await pool.query('ANALYZE');
  log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
