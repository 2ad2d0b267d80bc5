import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readlink, symlink, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TensorFlow from '@tensorflow/tfjs-core';

// The model packages are CommonJS; loading them through one `require` keeps a single tfjs-core
// instance for Human and nsfwjs (the ESM and CJS builds would otherwise be two engines).
export const requireModule = createRequire(import.meta.url);

/**
 * The folder of an installed package. Human's `exports` block `package.json` and its subpaths, so
 * the folder is found from the resolved main file upwards.
 */
export function packageFolder(name: string): string {
  let folder = path.dirname(requireModule.resolve(name));
  while (folder !== path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) return folder;
    folder = path.dirname(folder);
  }
  throw new Error(`package folder of ${name} not found`);
}

/** The traineddata flavour shipped in @tesseract.js-data: LSTM only, 8-bit "best". */
const tessdataFlavour = '4.0.0_best_int';
const ocrLanguages = ['deu', 'eng'] as const;

/**
 * tesseract.js reads every language from one `langPath` folder (its in-memory language objects are
 * broken in 7.0: the name is taken from the data), while deu and eng ship in two packages. A temp
 * folder of symlinks joins them; nothing is copied or downloaded.
 */
export async function prepareTessdataFolder(): Promise<{ folder: string; languages: string }> {
  // One folder per installation: two checkouts on one machine must not relink each other's files.
  const installation = createHash('sha256').update(packageFolder('tesseract.js')).digest('hex').slice(0, 12);
  const folder = path.join(os.tmpdir(), `kleinkram-tessdata-${tessdataFlavour}-${installation}`);
  await mkdir(folder, { recursive: true });
  for (const language of ocrLanguages) {
    const target = path.join(
      packageFolder(`@tesseract.js-data/${language}`),
      tessdataFlavour,
      `${language}.traineddata.gz`,
    );
    const link = path.join(folder, `${language}.traineddata.gz`);
    const current = await readlink(link).catch(() => undefined);
    if (current === target) continue;
    await unlink(link).catch(() => undefined);
    // Two workers may race here; the loser finds the link the winner made.
    await symlink(target, link).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return { folder, languages: ocrLanguages.join('+') };
}

/**
 * tfjs without tfjs-node has no `file://` loader and Node's fetch refuses that scheme, so graph
 * models (Human's CenterNet) are read from disk by this router.
 */
export function registerFileModelLoader(tf: typeof TensorFlow): void {
  const route = (url: string | string[]): TensorFlow.io.IOHandler | null => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const modelPath = fileURLToPath(url);
    return {
      load: async () => {
        const modelJson = JSON.parse(await readFile(modelPath, 'utf8')) as TensorFlow.io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(modelJson, async (manifest) => {
          const shards: ArrayBuffer[] = [];
          for (const group of manifest) {
            for (const shard of group.paths) {
              const bytes = await readFile(path.join(path.dirname(modelPath), shard));
              shards.push(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
            }
          }
          return [tf.io.getWeightSpecs(manifest), tf.io.concatenateArrayBuffers(shards)];
        });
      },
    };
  };
  // The registry skips a router that answers null; its typing says a router always answers.
  tf.io.registerLoadRouter(route as Parameters<typeof tf.io.registerLoadRouter>[0]);
}
