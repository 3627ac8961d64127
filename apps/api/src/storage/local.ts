import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORED_FILE_NAME } from '@recrutement/contract';
import { unavailable } from '../lib/errors.js';
import type { FileStorage } from './file-storage.js';

const MISSING = new Set(['ENOENT', 'ENOTDIR']);

/** Files in one folder. Only names of the stored form are accepted, so nothing outside is reached. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (name: string) => {
    if (!STORED_FILE_NAME.test(name)) throw new Error('invalid stored file name');
    return join(root, name);
  };
  let ready: Promise<unknown> | null = null;
  const ensureRoot = () => {
    // A failure (disk full, read-only) is not remembered: the next call tries again.
    ready ??= mkdir(root, { recursive: true }).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  return {
    async save(name, source) {
      await ensureRoot();
      const path = pathOf(name);
      let size = 0;
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        // `wx`: never overwrite an existing file.
        await pipeline(source, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        // Never remove a file this call did not create (`wx` refused an existing name).
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
        throw error;
      }
      return { size };
    },
    async open(name) {
      const path = pathOf(name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path) as Readable, size: info.size };
      } catch (error) {
        // Only a missing file is "no such file"; a folder that cannot be read is an outage.
        if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw unavailable(error);
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async list(options = {}) {
      await ensureRoot();
      const names = (await readdir(root)).filter((n) => STORED_FILE_NAME.test(n));
      const before = options.modifiedBefore?.getTime();
      if (before === undefined) return names;
      const kept: string[] = [];
      for (const name of names) {
        const info = await stat(join(root, name)).catch(() => null);
        if (info && info.mtimeMs < before) kept.push(name);
      }
      return kept;
    },
    async check() {
      try {
        await ensureRoot();
        // W_OK fails on a read-only mount even for root (EROFS).
        await access(root, constants.R_OK | constants.W_OK);
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}
