/**
 * Diagnostic: p50/p95 per query variant of every bench shape, to see which concrete queries make
 * a shape's tail. `npx tsx bench/search/per-variant.ts <database url> [runs per variant] [shape filter]`
 */
import { openDatabase } from '../../src/server/db/database';
import { searchListings } from '../../src/server/modules/search/search.service';
import { searchShapes } from './measure';

const [databaseUrl, runsText, filter] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: per-variant.ts <database url> [runs] [shape filter]');
const runs = Number(runsText ?? 20);
const engine = databaseUrl.startsWith('postgresql://') ? 'server' : 'embedded';
const database = await openDatabase({ databaseUrl, engine });
const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
try {
  const rows = [];
  for (const shape of searchShapes()) {
    if (filter && !shape.label.includes(filter)) continue;
    for (const params of shape.variants) {
      for (const withFacets of [true, false]) {
        const timings: number[] = [];
        let total = 0;
        await searchListings(database.db, { params }, { withFacets });
        for (let run = 0; run < runs; run += 1) {
          const started = performance.now();
          const result = await searchListings(database.db, { params }, { withFacets });
          timings.push(performance.now() - started);
          total = result.total;
        }
        timings.sort((a, b) => a - b);
        rows.push({
          shape: shape.label.slice(0, 14),
          variant: JSON.stringify(params).slice(0, 70),
          facets: withFacets,
          p50: percentile(timings, 0.5).toFixed(1),
          p95: percentile(timings, 0.95).toFixed(1),
          total,
        });
      }
    }
  }
  console.table(rows);
} finally {
  await database.close();
}
