import { mediaUploadFieldsSchema, mediaUploadMaxBytes } from '@shared/media/media-asset.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { tooLarge, type UploadInput } from './media.service';

const fileFieldName = 'file';
/** One file per request; 15 MB (spec §5). Larger files stop at the limit instead of being buffered. */
const uploadLimits = { fileSize: mediaUploadMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 };

/** Reads the multipart body of `POST /api/media`: exactly one `file` part plus the text fields. */
export async function readUpload(request: FastifyRequest): Promise<UploadInput> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the photo as multipart/form-data in a part named "file".',
    );
  }
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({ limits: uploadLimits })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== fileFieldName) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      file = { bytes, fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) throw tooLarge();
    if (isOverPartLimit(error)) throw new AppError('BAD_REQUEST', 'Send one photo per upload.');
    throw new AppError('BAD_REQUEST', 'The upload could not be read; please try again.');
  }
  if (!file) throw missingField(fileFieldName, 'A photo in a part named "file" is required.');
  const parsed = mediaUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
      code: issue.code,
    }));
    throw new AppError('VALIDATION_FAILED', `Invalid body: ${issues[0]?.message ?? ''}`.trim(), { issues });
  }
  return { ...file, fields: parsed.data };
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_REQ_BODY_TOO_LARGE';
}

function isOverPartLimit(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT';
}

const missingField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, {
    issues: [{ path: `body.${field}`, message, code: 'required' }],
  });
