// The house's walls as lint rules (ADR 034), checked by `npm run lint` over src/.
// Paths are resolved files relative to the repository root, so relative imports, the
// @shared/@server/@web aliases, `import type` and `import()` all count alike.
// test/lint-walls runs these rules over fixtures that cross each wall.

/** Tests, test helpers and the server's test set-up may reach across the server walls to arrange data. */
const testFiles = ['\\.(test|test-helper)\\.tsx?$', '^src/server/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'web-feature-to-other-feature',
      comment:
        'A web feature never imports another feature (its sub-folders are one feature): shared ' +
        'pieces live in src/web/lib or src/web/components, pages that combine features in src/web/app.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-shared-to-feature-or-app',
      comment: 'src/web/lib and src/web/components sit below the features and the app shell.',
      severity: 'error',
      from: { path: '^src/web/(lib|components)/' },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'web-feature-to-app',
      comment: 'Imports flow shared -> features -> app: the app shell composes the features.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'web-to-server',
      comment: 'The web app shares code with the server only through src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-to-server-or-web',
      comment: 'src/shared is isomorphic and imports nothing from src/server or src/web.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'server-module-to-other-repository',
      comment: "A server module never reads another module's repository: it calls that module's service.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: testFiles },
      to: { path: '^src/server/modules/[^/]+/.+\\.repository\\.ts$', pathNot: '^src/server/modules/$1/' },
    },
    {
      name: 'production-to-seed',
      comment:
        'Production code never depends on the demo seed; the database code, start-up (main.ts) ' +
        'and tests may use it.',
      severity: 'error',
      from: { path: '^src/', pathNot: [...testFiles, '^src/server/db/', '^src/server/main\\.ts$'] },
      to: { path: '^src/server/db/seed/' },
    },
  ],
  options: {
    // Only our own files matter to the walls; not following packages keeps the run to seconds.
    includeOnly: '^src/',
    // `import type` couples code as much as a value import does.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
};
