import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const ICON = /\/bootstrap-icons\/icons\/[\w-]+\.svg$/;

/** The smallest data URL of an icon used as a CSS mask: only the shape matters, not size or colour. */
export function iconDataUrl(svg: string): string {
  const shape = svg
    .replace(/\s(width|height|fill|class)="[^"]*"/g, '')
    .replace(/>\s+</g, '><')
    .trim()
    .replace(/"/g, "'");
  // In a quoted url() only these characters need escaping.
  return `data:image/svg+xml,${shape.replace(/[%#<>]/g, encodeURIComponent)}`;
}

/**
 * `import icon from 'bootstrap-icons/icons/x.svg'` gives a trimmed data URL (components/Icon.tsx):
 * each page carries only its icons, about a third smaller than Vite's default inlining.
 */
export function bootstrapIcons(): Plugin {
  return {
    name: 'recrutement:bootstrap-icons',
    enforce: 'pre',
    async load(id) {
      if (!ICON.test(id)) return null;
      return `export default ${JSON.stringify(iconDataUrl(await readFile(id, 'utf8')))};`;
    },
  };
}
