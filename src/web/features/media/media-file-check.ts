import { mediaUploadMaxBytes } from '@shared/media/media-asset.schema';

/** Error codes the client can tell before sending (the server still checks the bytes). */
export type FileCheckCode = 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'CORRUPT_MEDIA';

const acceptedMimeTypes = new Set([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/heic',
  'image/heif',
]);
const acceptedExtensions = new Set(['jpg', 'jpeg', 'png', 'heic', 'heif']);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Spec §5 "Upload": JPG, PNG or HEIC up to 15 MB. Either the extension or the declared type may
 * vouch for the file, because browsers often declare HEIC photos as '' or application/octet-stream.
 * Returns null when the file may be sent.
 */
export function checkImageFile(file: { name: string; size: number; type: string }): FileCheckCode | null {
  if (file.size > mediaUploadMaxBytes) return 'PAYLOAD_TOO_LARGE';
  const isAcceptedType = acceptedMimeTypes.has(file.type.toLowerCase());
  if (!isAcceptedType && !acceptedExtensions.has(extensionOf(file.name))) return 'UNSUPPORTED_MEDIA_TYPE';
  if (file.size === 0) return 'CORRUPT_MEDIA';
  return null;
}
