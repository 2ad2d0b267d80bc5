// Decodes HEIC pictures off the main thread: libheif (WebAssembly) blocks for a second or more on
// a 12 MP photo. The parent ends this thread when it has been idle a while, which is the only way
// to hand back the WebAssembly memory (it grows to ~430 MB for 12 MP and never shrinks).
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

parentPort.on('message', async ({ id, bytes }) => {
  try {
    const { width, height, data } = await decode({ buffer: bytes });
    parentPort.postMessage({ id, width, height, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
