import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env';
import { assertValidMediaKey, type MediaStorage, readStream } from './media-storage';

/**
 * A missing key, as opposed to a missing bucket or a refusal, which must fail loudly. HEAD answers
 * carry no body, so S3 cannot tell the two apart there (NotFound).
 */
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return error instanceof S3ServiceException && error.name === 'NoSuchKey';
}

/**
 * Media in an S3-compatible bucket (AWS, MinIO, Garage, …), path-style by default so self-hosted
 * endpoints work without wildcard DNS. Objects are never public: the app streams variants itself.
 */
export function createS3MediaStorage(config: S3Config): MediaStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums on every request would add work and trip older S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = config.bucket;

  async function getObject(key: string) {
    assertValidMediaKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertValidMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength ?? 0,
      };
    },
    async read(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return readStream(object.Body as Readable);
    },
    async exists(key) {
      assertValidMediaKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertValidMediaKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
