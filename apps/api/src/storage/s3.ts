import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { STORED_FILE_NAME } from '@recrutement/contract';
import type { Config } from '../config/index.js';
import { unavailable } from '../lib/errors.js';
import type { FileStorage } from './file-storage.js';

/** The bucket as configured (config/index.ts documents each field), and two knobs for tests. */
export interface S3StorageOptions extends Omit<Extract<Config['storage'], { kind: 's3' }>, 'kind'> {
  /** Names asked per listing page (S3 answers at most 1000); tests use a small page. */
  pageSize?: number;
  /** Bytes per part of a multipart upload (S3's minimum, 5 MiB, unless tests say otherwise). */
  partSize?: number;
}

const MIB = 1024 * 1024;

/**
 * Attachments in an S3 bucket, one object per file under its stored name. Uploads stream through
 * lib-storage's multipart `Upload` one part at a time (at most one 5 MiB part of a file in memory);
 * downloads stream the object's body. Every failure of the store itself (unreachable, refused
 * credentials, missing bucket, 5xx) is the `UNAVAILABLE` error.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const Bucket = options.bucket;
  const client = createClient(options);
  const pageSize = options.pageSize ?? 1000;
  const partSize = Math.max(options.partSize ?? 5 * MIB, 5 * MIB);

  async function exists(Key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw unavailable(error);
    }
  }

  async function removeObject(Key: string): Promise<void> {
    try {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    } catch (error) {
      throw unavailable(error);
    }
  }

  return {
    async save(name, source) {
      const Key = keyOf(name);
      // Names are random (122 bits), so this guards against a bug, not a race. A conditional PUT
      // (If-None-Match) is not used: several S3-compatible services ignore or refuse it.
      if (await exists(Key)) throw new Error('a stored file already has this name');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // Whose fault a failure is: the client's stream (cut connection) or the store.
      let sourceError: unknown;
      source.once('error', (error) => {
        sourceError = error;
      });
      const upload = new Upload({ client, params: { Bucket, Key, Body: counter }, queueSize: 1, partSize });
      const stored = upload.done();
      const fed = pipeline(source, counter);
      try {
        await Promise.all([stored, fed]);
        return { size };
      } catch (error) {
        // Unblocks whichever side still waits, then lets both settle. lib-storage has aborted its
        // multipart upload; the object is deleted too, in case the failure came after it was
        // complete. A failed delete must not hide the cause.
        counter.destroy(new Error('upload stopped'));
        await Promise.allSettled([stored, fed]);
        await removeObject(Key).catch(() => undefined);
        if (sourceError !== undefined) throw sourceError;
        throw unavailable(error);
      }
    },

    async open(name) {
      const Key = keyOf(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw unavailable(error);
      }
    },

    async remove(name) {
      await removeObject(keyOf(name));
    },

    async list(listOptions = {}) {
      const before = listOptions.modifiedBefore?.getTime();
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, MaxKeys: pageSize, ContinuationToken }))
          .catch((error: unknown) => {
            throw unavailable(error);
          });
        for (const object of page.Contents ?? []) {
          if (!object.Key || !STORED_FILE_NAME.test(object.Key)) continue;
          if (before !== undefined && !(object.LastModified && object.LastModified.getTime() < before)) continue;
          names.push(object.Key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}

function createClient(options: S3StorageOptions): S3Client {
  const { accessKeyId, secretAccessKey } = options;
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 requires them: the SDK's default CRC trailers (aws-chunked uploads)
    // are refused or mishandled by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store answers the request with a 503 within seconds, not after minutes.
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
  });
}

function keyOf(name: string): string {
  if (!STORED_FILE_NAME.test(name)) throw new Error('invalid stored file name');
  return name;
}

/** The object is not there (GET answers NoSuchKey, HEAD a bare 404); a missing bucket is an outage. */
function isMissingObject(error: unknown): boolean {
  const { name, Code } = error as { name?: string; Code?: string };
  return name === 'NoSuchKey' || name === 'NotFound' || Code === 'NoSuchKey';
}
