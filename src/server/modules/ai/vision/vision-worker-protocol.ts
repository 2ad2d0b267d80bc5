import type { ImageAnalysis } from '../ai-engine';
import type { AnalysisTimings } from './image-analyser';

/** Passed as `workerData`. */
export interface VisionWorkerOptions {
  nsfwThreshold: number;
}

export type VisionWorkerTask =
  | { type: 'warm' }
  /** The image bytes, copied to the worker (an interrupted photo is sent again). */
  | { type: 'analyse'; image: Uint8Array };

export type VisionWorkerRequest =
  | (VisionWorkerTask & { id: number })
  /** Stop reading photo `id` soon (a draft waits): it answers `interrupted` and is run again later. */
  | { type: 'interrupt'; id: number };

export type VisionWorkerFailureKind = 'unreadable_image' | 'interrupted' | 'failed';

export type VisionWorkerResponse =
  | { id: number; ok: true; type: 'warm'; warmMs: number }
  | { id: number; ok: true; type: 'analyse'; analysis: ImageAnalysis; timings: AnalysisTimings }
  | { id: number; ok: false; kind: VisionWorkerFailureKind; message: string };
