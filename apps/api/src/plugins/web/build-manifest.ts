import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface Preload {
  scripts: string[];
  styles: string[];
}

/**
 * What a page of the client needs beyond the entry, read from the build's manifest (Vite's
 * `build.manifest`): its module's chunk, the chunks that one imports and their CSS. Sent as
 * preload links with the HTML, they download alongside the entry instead of after it.
 */
export function pagePreloads(root: string): (module: string) => Preload {
  const file = join(root, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const entry = manifest['index.html'];
  // The entry's own files are in index.html already.
  const inHtml = new Set(['index.html', ...(entry?.imports ?? [])]);
  const cache = new Map<string, Preload>();
  return (module) => {
    const cached = cache.get(module);
    if (cached) return cached;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || inHtml.has(key) || scripts.has(`/${chunk.file}`)) return;
      scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(`src/app/routes/${module}.tsx`);
    const preload = { scripts: [...scripts], styles: [...styles] };
    cache.set(module, preload);
    return preload;
  };
}
