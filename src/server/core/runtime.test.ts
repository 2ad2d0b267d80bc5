import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

// ADR 032: npm scripts run on the Node binary of the `node` dependency, not on the machine's Node.
// Vitest's workers are forked from process.execPath, so this fails when that chain is broken
// (e.g. the binary missing after `npm install --ignore-scripts`, or vitest started outside npm).
describe('runtime', () => {
  it('is the Node version pinned in package.json', () => {
    expect(process.versions.node).toBe(packageJson.dependencies.node);
  });
});
