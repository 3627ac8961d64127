import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The template of a built client: what the server rewrites. */
export const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Nos offres d'emploi." />
    <title>Recrutement</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><!--frame--><nav class="navbar">Recrutement</nav><main id="main"></main><!--/frame--></div>
  </body>
</html>
`;

/** A JavaScript asset large enough to be worth compressing. */
export const ASSET_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `mot-${i}`))};\n`;

/**
 * A stand-in for apps/web/dist as the build writes it: index.html, a hashed asset with its .br and
 * .gz twins and its source map, and the manifest naming the /offre page's chunk.
 */
export function fakeWebDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'rp-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const name of ['index-abc.js', 'offres-def.js']) {
    writeFileSync(join(root, 'assets', name), ASSET_JS);
    writeFileSync(join(root, 'assets', `${name}.br`), brotliCompressSync(ASSET_JS));
    writeFileSync(join(root, 'assets', `${name}.gz`), gzipSync(ASSET_JS));
    writeFileSync(join(root, 'assets', `${name}.map`), '{"version":3}');
  }
  const manifest = {
    'index.html': { file: 'assets/index-abc.js', imports: [] },
    'src/app/routes/offres.tsx': { file: 'assets/offres-def.js', imports: ['index.html'] },
  };
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}
