import path from 'node:path';
import type * as TensorFlow from '@tensorflow/tfjs-core';
import type * as Nsfw from 'nsfwjs/core';
import { packageFolder, requireModule } from './model-files';
import type { RgbImage } from './object-detector';

export interface NudityClassifier {
  /** The highest of porn, hentai and sexy, 0..1 (Neutral and Drawing are safe). */
  score(image: RgbImage): Promise<number>;
}

/** The input nsfwjs' MobileNetV2 was trained on; it squashes, it does not crop. */
export const nudityInputSize = 224;
const unsafeClasses = new Set(['Porn', 'Hentai', 'Sexy']);

/**
 * nsfwjs' MobileNetV2 (weights shipped inside the package as base64 bundles), on the tfjs backend
 * the object detector already started. The bundles are required directly: nsfwjs' own loader wraps
 * the 3.5 MB base64 string with `__importStar`, which copies it one property per character
 * (measured: 7 s and ~500 MB at load instead of 0.2 s).
 */
export async function createNudityClassifier(tf: typeof TensorFlow): Promise<NudityClassifier> {
  if (tf.getBackend() !== 'wasm') throw new Error('nudity classifier expects the tfjs wasm backend');
  const nsfw = requireModule('nsfwjs/core') as typeof Nsfw;
  const bundles = path.join(packageFolder('nsfwjs'), 'dist/models/mobilenet_v2');
  const definition: Nsfw.ModelDefinition = {
    name: 'MobileNetV2',
    numOfWeightBundles: 1,
    modelJson: async () => ({ default: requireModule(path.join(bundles, 'model.min.js')) }),
    weightBundles: [async () => ({ default: requireModule(path.join(bundles, 'group1-shard1of1.min.js')) })],
  };
  const model = await withQuietConsole(() =>
    nsfw.load('MobileNetV2', { modelDefinitions: [definition], size: nudityInputSize }),
  );

  return {
    async score(image) {
      const tensor = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
      try {
        // nsfwjs' typings name @tensorflow/tfjs' Tensor3D; it is the same tfjs-core class at run time.
        const predictions = await model.classify(
          tensor as unknown as Parameters<typeof model.classify>[0],
          5,
        );
        const unsafe = predictions.filter((prediction) => unsafeClasses.has(prediction.className));
        const highest = Math.max(0, ...unsafe.map((prediction) => prediction.probability));
        return Math.round(highest * 1000) / 1000;
      } finally {
        tf.dispose(tensor);
      }
    },
  };
}

/** nsfwjs greets with a console.info on every load; the worker's output should stay the app's log. */
async function withQuietConsole<T>(run: () => Promise<T>): Promise<T> {
  const info = console.info;
  console.info = () => {};
  try {
    return await run();
  } finally {
    console.info = info;
  }
}
