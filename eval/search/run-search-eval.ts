/**
 * `npm run eval:search`: the search relevance set (eval/search/relevance-set.ts) against the seeded
 * demo catalogue on the embedded database. Prints the share of queries whose expected listings
 * appear in the top 5, per kind, every failure with what was found instead, and how much of each
 * category query's top 10 is in the part of the catalogue it names (a rough precision, ADR 097).
 *
 *   --data-dir=PATH   embedded data directory (default .data-eval-search; reused between runs)
 *   --query=TEXT      run one query and print its top 10 (debugging)
 *   --database-url=URL  a PostgreSQL server database instead (migrated and seeded here)
 */
import path from 'node:path';
import { applyMigrations, openDatabase } from '../../src/server/db/database';
import { startEmbeddedDatabase } from '../../src/server/db/embedded/embedded-database';
import { seedDemoData } from '../../src/server/db/seed/seed-demo-data';
import { searchListings } from '../../src/server/modules/search/search.service';
import { judgeRelevanceCase, onTopicShare, type RelevanceCase, relevanceSet } from './relevance-set';

const argument = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataDir = path.resolve(argument('data-dir') ?? '.data-eval-search');
const oneQuery = argument('query');
const log = (line = '') => console.info(line);

const serverUrl = argument('database-url');
const embedded = serverUrl ? null : await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'pg') });
const database = await openDatabase({
  databaseUrl: serverUrl ?? embedded?.url ?? '',
  engine: serverUrl ? 'server' : 'embedded',
});
try {
  await applyMigrations(database.db);
  await seedDemoData(database.db, { mediaRoot: path.join(dataDir, 'media'), log: () => {} });
  const topOf = async (query: string, limit: number) => {
    const result = await searchListings(database.db, { params: { query } }, { limit, withFacets: false });
    return {
      correctedQuery: result.correctedQuery,
      listings: result.listings.map((listing) => ({
        slug: listing.slug,
        categoryId: listing.categoryId,
        title: listing.title,
      })),
    };
  };
  if (oneQuery) {
    const top = await topOf(oneQuery, 10);
    log(`"${oneQuery}"${top.correctedQuery ? ` (corrected to "${top.correctedQuery}")` : ''}`);
    for (const listing of top.listings) log(`  ${listing.categoryId.padEnd(40)} ${listing.title}`);
  } else {
    const failures: { entry: RelevanceCase; found: string[]; reason: string }[] = [];
    const byKind = new Map<string, { passed: number; total: number }>();
    const started = performance.now();
    const onTopic: { query: string; share: number }[] = [];
    for (const entry of relevanceSet) {
      const top = await topOf(entry.query, 10);
      const verdict = judgeRelevanceCase(entry, top.listings);
      const share = onTopicShare(entry, top.listings);
      if (share !== null) onTopic.push({ query: entry.query, share });
      const kind = byKind.get(entry.kind) ?? { passed: 0, total: 0 };
      kind.total += 1;
      if (verdict.passed) kind.passed += 1;
      else {
        failures.push({
          entry,
          reason: verdict.reason,
          found: top.listings.slice(0, 5).map((listing) => `${listing.categoryId}: ${listing.title}`),
        });
      }
      byKind.set(entry.kind, kind);
    }
    const passed = relevanceSet.length - failures.length;
    const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
    log(
      `Search relevance: ${passed} of ${relevanceSet.length} queries pass (${percent(passed, relevanceSet.length)}; target 90 %)`,
    );
    for (const [kind, counts] of byKind) {
      log(`  ${kind.padEnd(16)} ${counts.passed}/${counts.total} (${percent(counts.passed, counts.total)})`);
    }
    log(`  ${((performance.now() - started) / relevanceSet.length).toFixed(1)} ms per query on average`);
    const meanShare = onTopic.reduce((sum, item) => sum + item.share, 0) / Math.max(1, onTopic.length);
    const lowest = [...onTopic].sort((a, b) => a.share - b.share).slice(0, 8);
    log(
      `On topic in the top 10 of the ${onTopic.length} category queries: ${percent(meanShare, 1)} on average; lowest: ${lowest
        .map((item) => `${item.query} ${percent(item.share, 1)}`)
        .join(', ')}`,
    );
    if (failures.length > 0) log('\nFailures:');
    for (const failure of failures) {
      log(`- "${failure.entry.query}" (${failure.entry.lang}, ${failure.entry.kind}): ${failure.reason}`);
      for (const line of failure.found) log(`    ${line}`);
    }
    process.exitCode = passed / relevanceSet.length >= 0.9 ? 0 : 1;
  }
} finally {
  await database.close();
  await embedded?.stop();
}
