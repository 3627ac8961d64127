import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir` whose name `accept` takes, node_modules skipped; a folder that does not
 * exist has none. Shared by the lint scripts that read source files one by one.
 */
export function filesUnder(dir, accept) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, accept);
    return accept(entry.name) ? [path] : [];
  });
}
