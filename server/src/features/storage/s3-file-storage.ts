import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorage, StoredObject } from './file-storage';

export type S3Options = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const secondsUntil = (date: Date) => Math.max(1, Math.floor((date.getTime() - Date.now()) / 1000));

/** Files in an S3(-compatible) bucket: the client uploads and downloads through presigned URLs. */
export function createS3FileStorage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // MinIO and other S3-compatible servers address buckets by path
    forcePathStyle: options.endpoint !== undefined,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // a presigned PUT must not carry a checksum of an empty body, which the browser's upload would fail
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    uploadUrl: (key, contentType, expiresAt) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), {
        expiresIn: secondsUntil(expiresAt),
        // the Content-Type is signed, so the bytes cannot be uploaded as another type
        signableHeaders: new Set(['content-type']),
      }),
    downloadUrl: (key, contentType, expiresAt) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseContentType: contentType }), {
        expiresIn: secondsUntil(expiresAt),
      }),
    async inspect(key): Promise<StoredObject | undefined> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        if (size === 0) return { size, head: Buffer.alloc(0) };
        const first = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: 'bytes=0-31' }));
        const bytes = (await first.Body?.transformToByteArray()) ?? new Uint8Array();
        return { size, head: Buffer.from(bytes) };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: async () => client.destroy(),
  };
}
