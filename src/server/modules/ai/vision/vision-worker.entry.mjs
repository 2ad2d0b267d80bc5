// Entry of the vision worker thread. Under `tsx` a worker inherits the TypeScript loader with
// the parent's execArgv; under vitest it has none. tsx's API imports the TypeScript worker either way.
import { tsImport } from 'tsx/esm/api';

await tsImport('./vision.worker.ts', import.meta.url);
