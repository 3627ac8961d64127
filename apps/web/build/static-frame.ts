import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Markers around the frame in the built index.html. The server (apps/api/src/plugins/web/html.ts)
 * matches the same two comments to remove the frame from the back office's page.
 */
const FRAME_START = '<!--frame-->';
const FRAME_END = '<!--/frame-->';

/**
 * Writes the public pages' frame (src/app/shell.tsx, rendered with react-dom/server at build time)
 * into the built index.html's #root, between FRAME_START and FRAME_END.
 */
export function staticFrame(): Plugin {
  let root = process.cwd();
  let englishFrame = '';
  return {
    name: 'recrutement:static-frame',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After the whole bundle, index.html included, has been written.
    writeBundle(options) {
      if (englishFrame && options.dir) writeFileSync(join(options.dir, 'frame.en.html'), englishFrame);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { tsImport } = await import('tsx/esm/api');
        const shell = join(root, 'src/app/shell.tsx');
        const { renderFrame } = (await tsImport(pathToFileURL(shell).href, {
          parentURL: import.meta.url,
          tsconfig: join(root, 'tsconfig.json'),
        })) as { renderFrame: (lang?: 'fr' | 'en') => string };
        // The English pages' frame (contract §17), which the server writes in their place.
        englishFrame = renderFrame('en');
        const root_ = '<div id="root"></div>';
        if (!html.includes(root_)) throw new Error('index.html: <div id="root"></div> introuvable');
        return html.replace(root_, `<div id="root">${FRAME_START}${renderFrame()}${FRAME_END}</div>`);
      },
    },
  };
}
