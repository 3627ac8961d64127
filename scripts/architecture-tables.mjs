#!/usr/bin/env node
/**
 * The ownership block of docs/ARCHITECTURE.md, built from the manifests (`modules/<m>/<m>.manifest.ts`
 * and `lib/plumbing.manifest.ts`, read by scripts/manifests.mjs): one row per module (the tables it
 * owns and reads, the events it publishes and subscribes to, its jobs, its public entry), then each
 * declared read of another module's table with its reason. It stands between
 *   <!-- manifests:begin -->  and  <!-- manifests:end -->
 * `node scripts/architecture-tables.mjs --write` rewrites it; without `--write` (what `npm run lint`
 * runs) it fails when the block is not what the manifests say.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { moduleManifests, plumbingManifest } from './manifests.mjs';

const ROOT = join(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps', 'api', 'src');
const DOC = join(ROOT, 'docs', 'ARCHITECTURE.md');
const BEGIN = '<!-- manifests:begin -->';
const END = '<!-- manifests:end -->';

const code = (items) => (items.length > 0 ? items.map((item) => `\`${item}\``).join(', ') : '—');

export function renderBlock(src) {
  const modules = [...moduleManifests(src).entries()].sort(([a], [b]) => a.localeCompare(b));
  const plumbing = plumbingManifest(src);
  const problems = modules.filter(([, m]) => m === null || m.problems.length > 0).map(([folder]) => folder);
  if (problems.length > 0)
    throw new Error(`manifests missing or not data: ${problems.join(', ')} (npm run lint:ownership)`);
  const rows = modules.map(
    ([, m]) =>
      `| \`${m.name}\` | ${code(m.owns)} | ${code(m.reads)} | ${code(m.publishes)} | ${code(m.subscribes)} | ${code(m.jobs)} | \`${m.entry}\` |`,
  );
  if (plumbing)
    rows.push(
      `| plumbing (${plumbing.folders.map((f) => `\`${f}/\``).join(', ')}) | ${code(plumbing.owns)} | ${code(plumbing.reads)} | — | — | — | — |`,
    );
  const reads = [...modules.map(([, m]) => m), ...(plumbing ? [plumbing] : [])].flatMap((m) =>
    m.reads.map((table) => `- \`${m.name}\` reads \`${table}\`: ${m.readReasons.get(table)}.`),
  );
  return [
    BEGIN,
    `<!-- Built from the manifests by \`node scripts/architecture-tables.mjs --write\`; \`npm run lint\` fails when it is out of date. -->`,
    '',
    '| Module | Owns | Reads | Publishes | Subscribes to | Jobs | Entry |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'What still crosses: each table a module reads without owning it, and why (`reads` of its manifest).',
    '',
    ...(reads.length > 0 ? reads : ['- nothing.']),
    END,
  ].join('\n');
}

const text = readFileSync(DOC, 'utf8');
const begin = text.indexOf(BEGIN);
const end = text.indexOf(END);
const where = relative(ROOT, DOC);
if (begin < 0 || end < begin) {
  console.error(`architecture-tables: no ${BEGIN} … ${END} block in ${where}`);
  process.exit(1);
}
const block = renderBlock(SERVER);
const current = text.slice(begin, end + END.length);
if (process.argv.includes('--write')) {
  if (current !== block) writeFileSync(DOC, text.slice(0, begin) + block + text.slice(end + END.length));
  console.info(`architecture-tables: ${where} ${current === block ? 'already up to date' : 'rewritten'}.`);
} else if (current !== block) {
  console.error(
    `architecture-tables: the ownership block of ${where} is not what the manifests say: run \`node scripts/architecture-tables.mjs --write\`.`,
  );
  process.exit(1);
} else console.info(`architecture-tables: the ownership block of ${where} matches the manifests.`);
