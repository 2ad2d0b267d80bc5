import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as TensorFlow from '@tensorflow/tfjs-core';
import { packageFolder, registerFileModelLoader, requireModule } from './model-files';

/** Raw RGB pixels, as sharp's `.raw()` gives them. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface DetectedObject {
  label: string;
  score: number;
}

export interface ObjectDetector {
  detect(image: RgbImage): Promise<DetectedObject[]>;
}

/** Detections below this are dropped (ImageAnalysis keeps score >= 0.3). */
export const objectScoreMin = 0.3;

// The part of Human's API used here; its bundled typings describe the browser build.
interface HumanInstance {
  tf: typeof TensorFlow;
  load(): Promise<void>;
  models: { loaded(): string[] };
  detect(input: TensorFlow.Tensor): Promise<{ object: DetectedObject[]; error?: string | null }>;
}
type HumanConstructor = new (config: Record<string, unknown>) => HumanInstance;

/**
 * Human's CenterNet (80 COCO classes) on the tfjs WebAssembly backend. Human's node-wasm build is
 * loaded by file path because its `exports` field hides it; every model file comes from its package.
 */
export async function createObjectDetector(): Promise<{ detector: ObjectDetector; tf: typeof TensorFlow }> {
  const humanFolder = packageFolder('@vladmandic/human');
  const { Human } = requireModule(path.join(humanFolder, 'dist/human.node-wasm.js')) as {
    Human: HumanConstructor;
  };
  const human = new Human({
    backend: 'wasm',
    // A folder path: the wasm backend reads it with fs in Node (a URL would be fetched).
    wasmPath: `${path.join(packageFolder('@tensorflow/tfjs-backend-wasm'), 'dist')}/`,
    modelBasePath: `${pathToFileURL(path.join(humanFolder, 'models')).href}/`,
    cacheModels: false,
    debug: false,
    // Photos are unrelated stills: no frame-to-frame result caching.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: {
      enabled: true,
      modelPath: 'centernet.json',
      minConfidence: objectScoreMin,
      iouThreshold: 0.4,
      maxDetected: 10,
      skipFrames: 0,
      skipTime: 0,
    },
  });
  registerFileModelLoader(human.tf);
  await human.load();
  if (human.tf.getBackend() !== 'wasm') throw new Error('tfjs wasm backend did not start');
  // Human logs a failed model load and carries on; detection would then find nothing, silently.
  if (!human.models.loaded().includes('centernet')) throw new Error('object model (centernet) did not load');

  return {
    tf: human.tf,
    detector: {
      async detect(image) {
        const tensor = human.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
        try {
          const result = await human.detect(tensor);
          if (result.error) throw new Error(`object detection failed: ${result.error}`);
          return result.object
            .map(({ label, score }) => ({ label, score: Math.round(score * 1000) / 1000 }))
            .sort((left, right) => right.score - left.score);
        } finally {
          human.tf.dispose(tensor);
        }
      },
    },
  };
}
