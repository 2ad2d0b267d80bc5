import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Prints the gzip size of the JavaScript the home page needs before it can render (the entry
 * chunk and everything it imports statically) and fails the build when it exceeds the budget.
 */
export function firstLoadBudget(options: { budgetKb: number }): Plugin {
  return {
    name: 'first-load-budget',
    apply: 'build',
    generateBundle(_outputOptions, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        for (const imported of chunk?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      let totalBytes = 0;
      for (const fileName of seen) {
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        if (chunk) totalBytes += gzipSync(chunk.code, { level: 9 }).length;
      }
      const totalKb = totalBytes / 1024;
      const line = `First-load JavaScript: ${totalKb.toFixed(1)} KB gzip in ${seen.size} chunk(s) (budget ${options.budgetKb} KB)`;
      console.info(line);
      if (totalKb > options.budgetKb) this.error(`${line}: over budget`);
    },
  };
}
