import type { FileStorage } from './file-storage.js';

export interface CopyReport {
  /** Stored files found in the source. */
  found: number;
  copied: number;
  /** Already in the target (an earlier run): not copied again. */
  present: number;
  failed: { name: string; reason: string }[];
}

/**
 * Copies every stored file of `source` that `target` lacks, streaming each one (never a whole file
 * in memory), a few at a time. Idempotent: stored files never change once written, so a name
 * already in the target is a file already copied (an interrupted copy leaves no object behind:
 * `save` removes what it wrote). The source is left untouched.
 */
export async function copyStore(
  source: FileStorage,
  target: FileStorage,
  options: { concurrency?: number; onCopied?: (name: string) => void } = {},
): Promise<CopyReport> {
  const names = await source.list();
  const already = new Set(await target.list());
  const report: CopyReport = { found: names.length, copied: 0, present: 0, failed: [] };
  const todo = names.filter((name) => {
    if (!already.has(name)) return true;
    report.present++;
    return false;
  });
  const worker = async () => {
    for (let name = todo.shift(); name !== undefined; name = todo.shift()) {
      try {
        await copyOne(source, target, name);
        report.copied++;
        options.onCopied?.(name);
      } catch (error) {
        report.failed.push({ name, reason: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}

async function copyOne(source: FileStorage, target: FileStorage, name: string): Promise<void> {
  const file = await source.open(name);
  if (!file) throw new Error('disparu de la source pendant la copie');
  const { size } = await target.save(name, file.stream);
  if (size !== file.size) {
    await target.remove(name);
    throw new Error(`copie incomplète (${size} octets sur ${file.size})`);
  }
}
