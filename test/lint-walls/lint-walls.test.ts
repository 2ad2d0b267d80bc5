import { readdirSync } from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

interface Crossing {
  rule: string;
  severity: string;
  from: string;
  to: string;
}

/** Runs the rules `npm run lint` uses over the fixture tree and lists every crossing they report. */
async function cruiseFixtures(): Promise<{ crossings: Crossing[]; modules: string[] }> {
  const options = await extractDepcruiseOptions(path.join(repositoryRoot, '.dependency-cruiser.mjs'));
  const tsConfigFile = path.join(fixtures, 'tsconfig.json');
  const { output } = await cruise(
    ['src'],
    { ...options, baseDir: fixtures, tsConfig: { fileName: tsConfigFile }, outputType: 'json' },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const result: ICruiseResult = typeof output === 'string' ? JSON.parse(output) : output;
  return {
    crossings: result.summary.violations.map((violation) => ({
      rule: violation.rule.name,
      severity: violation.rule.severity,
      from: violation.from,
      to: violation.to,
    })),
    modules: result.modules.map((module) => module.source),
  };
}

describe('the walls in the linter', () => {
  let crossings: Crossing[];
  let modules: string[];
  const crossingsFrom = (from: string) => crossings.filter((crossing) => crossing.from === from);

  beforeAll(async () => {
    ({ crossings, modules } = await cruiseFixtures());
  }, 60_000);

  it('reads every fixture file, aliased and relative imports alike', () => {
    const files = readdirSync(path.join(fixtures, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
    expect(modules.toSorted()).toEqual(files.toSorted());
  });

  it.each([
    ['src/web/features/search/crosses-into-listings.ts', 'src/web/features/listings/editor/editor-part.ts'],
    [
      'src/web/features/search/crosses-into-listings-by-type.ts',
      'src/web/features/listings/create/create-page-part.ts',
    ],
    [
      'src/web/features/search/crosses-into-listings-lazily.ts',
      'src/web/features/listings/editor/editor-part.ts',
    ],
    ['src/web/features/search/crosses-in-a-test.test.ts', 'src/web/features/listings/editor/editor-part.ts'],
  ])('fails a web feature that imports another feature: %s', (from, to) => {
    expect(crossingsFrom(from)).toEqual([
      { rule: 'web-feature-to-other-feature', severity: 'error', from, to },
    ]);
  });

  it.each([
    ['src/web/lib/crosses-into-feature.ts', 'src/web/features/search/search-panel.ts'],
    ['src/web/lib/crosses-into-app.ts', 'src/web/app/pages/home-page.ts'],
    ['src/web/components/crosses-into-feature.ts', 'src/web/features/listings/editor/editor-part.ts'],
  ])('fails lib or components importing a feature or the app: %s', (from, to) => {
    expect(crossingsFrom(from)).toEqual([
      { rule: 'web-shared-to-feature-or-app', severity: 'error', from, to },
    ]);
  });

  it('fails a web feature that imports the app shell', () => {
    const from = 'src/web/features/search/crosses-into-app.ts';
    expect(crossingsFrom(from)).toEqual([
      { rule: 'web-feature-to-app', severity: 'error', from, to: 'src/web/app/pages/home-page.ts' },
    ]);
  });

  it('fails web code that imports server code', () => {
    const from = 'src/web/features/search/crosses-into-server.ts';
    expect(crossingsFrom(from)).toEqual([
      {
        rule: 'web-to-server',
        severity: 'error',
        from,
        to: 'src/server/modules/listings/listings.repository.ts',
      },
    ]);
  });

  it.each([
    ['src/shared/crosses-into-server.ts', 'src/server/modules/listings/listings.service.ts'],
    ['src/shared/crosses-into-web.ts', 'src/web/lib/format.ts'],
  ])('fails shared code that imports server or web code: %s', (from, to) => {
    expect(crossingsFrom(from)).toEqual([{ rule: 'shared-to-server-or-web', severity: 'error', from, to }]);
  });

  // Warnings until the server modules are re-homed (ADR 034); the rule itself is checked here.
  it("reports a server module that imports another module's repository", () => {
    const from = 'src/server/modules/pricing/crosses-into-listings-repository.service.ts';
    expect(crossingsFrom(from)).toEqual([
      {
        rule: 'server-module-to-other-repository',
        severity: 'error',
        from,
        to: 'src/server/modules/listings/listings.repository.ts',
      },
    ]);
  });

  it('reports production code that imports the demo seed', () => {
    const from = 'src/server/modules/ai/crosses-into-seed.ts';
    expect(crossingsFrom(from)).toEqual([
      {
        rule: 'production-to-seed',
        severity: 'error',
        from,
        to: 'src/server/db/seed/demo-listings.data.ts',
      },
    ]);
  });

  it('passes every allowed import and reports each crossing once', () => {
    const crossingFiles = modules.filter((file) => path.basename(file).startsWith('crosses-'));
    expect(crossings.map((crossing) => crossing.from).toSorted()).toEqual(crossingFiles.toSorted());
    // Sub-folders of one feature, lib, components and shared from a feature; features from app
    // pages; a module's own repository and another module's service; the seed from the database
    // code, start-up and tests; another module's repository from a test.
    const allowed = [
      'src/web/features/listings/create/create-page-part.ts',
      'src/web/features/listings/editor/editor-part.ts',
      'src/web/features/search/search-panel.ts',
      'src/web/app/pages/home-page.ts',
      'src/web/components/listing-card.ts',
      'src/web/lib/format.ts',
      'src/server/modules/listings/listings.service.ts',
      'src/server/modules/pricing/pricing.service.ts',
      'src/server/modules/pricing/pricing.api.test.ts',
      'src/server/db/seed-runner.ts',
      'src/server/main.ts',
      'src/server/test/database.global-setup.ts',
    ];
    for (const file of allowed) {
      expect(modules).toContain(file);
      expect(crossingsFrom(file)).toEqual([]);
    }
  });
});
