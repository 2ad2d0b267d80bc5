import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type DataExportFile, dataExportFiles } from '@shared/privacy/data-export.schema';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One entry of the archive: a JSON file by name, or a photo's original bytes. */
export type ArchiveEntry = { name: string; bytes: Uint8Array; isCompressed?: boolean };

/**
 * Builds the ZIP entry by entry with fflate's streaming writer, giving the event loop a turn between
 * entries so a large archive does not stall the API. JSON is deflated; photos are stored as they are
 * (JPEG, PNG and HEIC are compressed already).
 */
export async function buildZip(entries: AsyncIterable<ArchiveEntry>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    const zip = new Zip((error, chunk, isFinal) => {
      if (error) {
        failure = error;
        reject(error);
        return;
      }
      chunks.push(chunk);
      if (isFinal) resolve();
    });
    void (async () => {
      try {
        for await (const entry of entries) {
          const file = entry.isCompressed
            ? new ZipPassThrough(entry.name)
            : new ZipDeflate(entry.name, { level: 6 });
          zip.add(file);
          file.push(entry.bytes, true);
          await yieldToEventLoop();
          if (failure) return;
        }
        zip.end();
      } catch (error) {
        reject(error);
      }
    })();
  });
  await finished;
  return Buffer.concat(chunks);
}

/** Dates become ISO strings; everything else as JSON has it, indented for people reading it. */
export function jsonBytes(value: unknown): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
}

/** `photos/<asset id>-<safe original name>`: unique, and still recognisable to the user. */
export function photoEntryName(assetId: string, originalName: string): string {
  const safe = originalName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  return `photos/${assetId}${safe ? `-${safe}` : ''}`;
}

export function isDataExportFile(name: string): name is DataExportFile {
  return (dataExportFiles as readonly string[]).includes(name);
}
