import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/servers.js';
import { AppError } from '../lib/errors.js';
import type { FileStorage } from './index.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';

/**
 * One suite, both backends: what the server relies on from a `FileStorage`, checked against a
 * folder and against a real S3-compatible server (s3rver on loopback).
 */
const S3_PORT = 4568;
const CLOSED_PORT = 4577;
const MIB = 1024 * 1024;

interface Backend {
  storage: FileStorage;
  /** Writes a file behind the storage's back (a foreign name). */
  putForeign(name: string, content: string): Promise<void>;
  dispose(): Promise<void>;
}

const backends: { name: string; create(): Promise<Backend> }[] = [
  {
    name: 'fs',
    async create() {
      const dir = mkdtempSync(join(tmpdir(), 'rp-storage-'));
      return {
        storage: createLocalStorage(join(dir, 'uploads')),
        async putForeign(name, content) {
          await createLocalStorage(join(dir, 'uploads')).list(); // makes the folder
          writeFileSync(join(dir, 'uploads', name), content);
        },
        async dispose() {
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 's3',
    async create() {
      const s3: TestS3 = await startS3(S3_PORT);
      const client = new S3Client({ ...s3.options, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      return {
        // Small pages, so that listing must follow continuation tokens.
        storage: createS3Storage({ ...s3.options, pageSize: 2 }),
        async putForeign(name, content) {
          await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: content }));
        },
        async dispose() {
          client.destroy();
          await s3.dispose();
        },
      };
    },
  },
];

const newName = (ext = 'pdf') => `${randomUUID()}.${ext}`;

/** `size` bytes of a repeatable pattern, produced in 64 KiB chunks (never one buffer). */
function patterned(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(64 * 1024, size - sent);
      const chunk = Buffer.alloc(length);
      for (let i = 0; i < length; i++) chunk[i] = (sent + i) % 251;
      sent += length;
      this.push(chunk);
    },
  });
}

async function digest(stream: Readable): Promise<{ sha: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha: hash.digest('hex'), bytes };
}

describe.each(backends)('$name storage', (backend) => {
  let b: Backend;
  beforeAll(async () => {
    b = await backend.create();
  });
  afterAll(() => b.dispose());

  it('answers check() while the store is there', async () => {
    await expect(b.storage.check()).resolves.toBeUndefined();
  });

  it('stores a stream and gives the same bytes back, with their size', async () => {
    const name = newName();
    expect(await b.storage.save(name, Readable.from([Buffer.from('%PDF-1.7 bonjour')]))).toEqual({ size: 16 });
    const file = await b.storage.open(name);
    expect(file?.size).toBe(16);
    expect((await digest(file!.stream)).bytes).toBe(16);
  });

  it('streams a file larger than one upload part (12 MiB) and reads it back intact', async () => {
    const name = newName();
    const size = 12 * MIB + 123;
    expect(await b.storage.save(name, patterned(size))).toEqual({ size });
    const file = await b.storage.open(name);
    expect(file?.size).toBe(size);
    expect(await digest(file!.stream)).toEqual(await digest(patterned(size)));
  });

  it('never overwrites a stored file', async () => {
    const name = newName();
    await b.storage.save(name, Readable.from([Buffer.from('first')]));
    await expect(b.storage.save(name, Readable.from([Buffer.from('second')]))).rejects.toThrow();
    const file = await b.storage.open(name);
    expect(await digest(file!.stream)).toEqual(await digest(Readable.from([Buffer.from('first')])));
  });

  it("removes what it wrote when the client's stream fails, small or past the first part", async () => {
    for (const [size, failAfter] of [
      [MIB, 256 * 1024],
      [12 * MIB, 7 * MIB],
    ] as const) {
      const name = newName();
      await expect(b.storage.save(name, patterned(size, failAfter))).rejects.toThrow('client went away');
      expect(await b.storage.open(name)).toBeNull();
      expect(await b.storage.list()).not.toContain(name);
    }
  });

  it('answers null for a missing file, and removing one is not an error', async () => {
    const name = newName();
    expect(await b.storage.open(name)).toBeNull();
    await expect(b.storage.remove(name)).resolves.toBeUndefined();
  });

  it('removes a file', async () => {
    const name = newName();
    await b.storage.save(name, Readable.from([Buffer.from('x')]));
    await b.storage.remove(name);
    expect(await b.storage.open(name)).toBeNull();
  });

  it('refuses names outside the stored form, reading and writing nothing', async () => {
    for (const name of ['../escape.pdf', 'a/b.pdf', 'notes.txt', `${randomUUID()}.pdf/x`]) {
      await expect(b.storage.save(name, Readable.from([Buffer.from('x')]))).rejects.toThrow(/invalid stored file name/);
      await expect(b.storage.open(name)).rejects.toThrow(/invalid stored file name/);
      await expect(b.storage.remove(name)).rejects.toThrow(/invalid stored file name/);
    }
  });

  it('lists every stored name across pages, ignoring foreign files, and filters by age', async () => {
    const before = new Date(Date.now() - 5_000);
    const names = [newName('pdf'), newName('docx'), newName('png'), newName('odt'), newName('rtf')];
    for (const name of names) await b.storage.save(name, Readable.from([Buffer.from(name)]));
    await b.putForeign('notes.txt', 'not ours');

    const listed = await b.storage.list();
    expect(listed).toEqual(expect.arrayContaining(names));
    expect(listed).not.toContain('notes.txt');
    expect(listed.length).toBe(new Set(listed).size);
    // Written just now: not "modified before" five seconds ago, but before a minute from now.
    const older = await b.storage.list({ modifiedBefore: before });
    for (const name of names) expect(older).not.toContain(name);
    expect(await b.storage.list({ modifiedBefore: new Date(Date.now() + 60_000) })).toEqual(
      expect.arrayContaining(names),
    );
  });
});

describe('a store that cannot be reached', () => {
  const expectUnavailable = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UNAVAILABLE');
    expect((error as AppError).status).toBe(503);
  };

  it('s3: every call fails with UNAVAILABLE (503), a read never says "no such file"', async () => {
    const storage = createS3Storage({
      endpoint: `http://127.0.0.1:${CLOSED_PORT}`,
      bucket: 'nowhere',
      region: 'us-east-1',
      accessKeyId: 'x',
      secretAccessKey: 'y',
      forcePathStyle: true,
    });
    await expectUnavailable(storage.check());
    await expectUnavailable(storage.save(newName(), Readable.from([Buffer.from('x')])));
    await expectUnavailable(storage.open(newName()));
    await expectUnavailable(storage.remove(newName()));
    await expectUnavailable(storage.list());
  });

  it('fs: check() fails with UNAVAILABLE when the folder cannot be made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-storage-'));
    writeFileSync(join(dir, 'a-file'), '');
    try {
      await expectUnavailable(createLocalStorage(join(dir, 'a-file', 'uploads')).check());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
