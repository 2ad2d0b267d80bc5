import type { Language } from '@shared/i18n/languages';
import { mediaEndpoints } from '@shared/media/media.endpoints';
import {
  type MediaSource,
  type MediaUploadResponse,
  mediaUploadResponseSchema,
} from '@shared/media/media-asset.schema';
import { networkFailureError } from '../../../lib/api-client/api-error';
import { endpointUrl } from '../../../lib/api-client/request-url';
import { errorFromResponseText, parseSuccessBody } from '../../../lib/api-client/response-body';
import type { MediaSession } from './media-session';

export interface MediaUploadInput {
  file: Blob;
  fileName: string;
  source: MediaSource;
  capturedAt: string | null;
  language: Language;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export interface MediaUploaderOptions {
  session: MediaSession;
  /** Default '/api'. */
  baseUrl?: string;
}

type XhrAnswer = { status: number; text: string };

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** The multipart body; the fields come before the file so the server reads them first. */
function buildForm(input: MediaUploadInput): FormData {
  const form = new FormData();
  form.append('source', input.source);
  if (input.capturedAt) form.append('capturedAt', input.capturedAt);
  form.append('language', input.language);
  form.append('file', input.file, input.fileName);
  return form;
}

/**
 * `POST /api/media` through XMLHttpRequest, because fetch reports no upload progress; the path
 * still comes from the contract (`mediaEndpoints.uploadMedia`). Sends the
 * same headers as the API client (bearer token, Accept, Accept-Language), refreshes once on a
 * rejected session, and fails with the same ApiError shapes.
 */
export function createMediaUploader(options: MediaUploaderOptions) {
  const url = endpointUrl(mediaEndpoints.uploadMedia, {}, options.baseUrl);
  const { session } = options;

  function send(input: MediaUploadInput, token: string | null): Promise<XhrAnswer> {
    return new Promise((resolve, reject) => {
      if (input.signal?.aborted) return reject(abortError());
      const xhr = new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      xhr.open('POST', url);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Accept-Language', session.language());
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) input.onProgress?.(event.loaded, event.total);
      };
      xhr.onload = () => {
        input.signal?.removeEventListener('abort', onAbort);
        resolve({ status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => {
        input.signal?.removeEventListener('abort', onAbort);
        reject(networkFailureError(new Error('The upload request failed.')));
      };
      xhr.onabort = () => reject(abortError());
      input.signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(buildForm(input));
    });
  }

  function isSessionRejection(answer: XhrAnswer): boolean {
    if (answer.status !== 401) return false;
    const code = errorFromResponseText(answer.status, answer.text).code;
    return code === undefined || code === 'UNAUTHENTICATED';
  }

  return async function uploadMedia(input: MediaUploadInput): Promise<MediaUploadResponse['data']> {
    const sentToken = await session.getAccessToken();
    let answer = await send(input, sentToken);
    if (isSessionRejection(answer)) {
      const currentToken = await session.getAccessToken();
      const isRenewed = (currentToken !== null && currentToken !== sentToken) || (await session.refresh());
      if (isRenewed) answer = await send(input, await session.getAccessToken());
    }
    if (answer.status >= 200 && answer.status < 300) {
      return parseSuccessBody(answer.status, answer.text, mediaUploadResponseSchema).data;
    }
    throw errorFromResponseText(answer.status, answer.text);
  };
}

export type UploadMedia = ReturnType<typeof createMediaUploader>;

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
