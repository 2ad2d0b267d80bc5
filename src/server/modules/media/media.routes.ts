import type { mediaEndpoints } from '@shared/media/media.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import {
  arrangeMedia,
  cropMedia,
  deleteMedia,
  getMedia,
  listMedia,
  readOriginal,
  uploadMedia,
} from './media.service';
import { generateAltText, updateAltText } from './media-alt-text.service';
import { readUpload } from './media-upload-request';

export function mediaHandlers(deps: AppDependencies): GroupHandlers<typeof mediaEndpoints> {
  return {
    uploadMedia: async ({ auth, request }) => {
      const upload = await readUpload(request);
      const result = await uploadMedia(deps, auth.userId, upload, request.log);
      return result.duplicate ? { data: result } : withStatus(201, { data: result });
    },
    listMedia: async ({ auth, query }) => ({
      data: { assets: await listMedia(deps, auth.userId, query.ids) },
    }),
    arrangeMedia: async ({ auth, body }) => ({
      data: { assets: await arrangeMedia(deps, auth.userId, body) },
    }),
    getMedia: async ({ auth, params }) => ({
      data: { asset: await getMedia(deps, auth.userId, params.id) },
    }),
    getOriginal: async ({ auth, params, reply }) => {
      const { row, file } = await readOriginal(deps, auth.userId, params.id);
      return reply
        .header('content-type', row.mimeType)
        .header('content-length', String(file.contentLength || row.sizeBytes))
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
        .send(file.body);
    },
    deleteMedia: async ({ auth, params, request }) => {
      await deleteMedia(deps, auth.userId, params.id, request.log);
      return null;
    },
    updateAltText: async ({ auth, params, body }) => ({
      data: { asset: await updateAltText(deps, auth.userId, params.id, body) },
    }),
    generateAltText: async ({ auth, params, body, request }) => ({
      data: { asset: await generateAltText(deps, auth.userId, params.id, body, request.log) },
    }),
    cropMedia: async ({ auth, params, body, request }) => ({
      data: { asset: await cropMedia(deps, auth.userId, params.id, body, request.log) },
    }),
  };
}
