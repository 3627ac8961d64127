import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the header that announces it. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside `file`; both written before it resolves. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * Compresses the build's text files once, at build time, with the slowest and best settings: the
 * server sends `x.js.br` or `x.js.gz` as they are (@fastify/static's preCompressed) instead of
 * compressing each answer again. Source maps are left alone (they are not served by default).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'recrutement:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        // .vite/ holds the build's manifest, read by the server, never sent.
        if (TEXT.test(file) && !file.includes('/.vite/') && (await stat(file)).size >= MIN_BYTES) {
          jobs.push(precompressFile(file));
        }
      }
      await Promise.all(jobs);
    },
  };
}
