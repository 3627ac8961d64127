/** The drawings of this folder, by file name (`./nordlys.svg`). */
const drawings = import.meta.glob<string>('./*.svg', { eager: true, import: 'default' });

/** The drawing of a client, named after it in lower case. */
function drawingOf(name: string): string {
  const src = drawings[`./${name.toLowerCase()}.svg`];
  if (src === undefined) throw new Error(`No drawing ${name.toLowerCase()}.svg beside logos.ts`);
  return src;
}

/** Fictional client logos drawn for this site (twelve, so that the loop has enough slides). */
export const CLIENT_LOGOS = [
  'Nordlys',
  'Cobalt',
  'Arbora',
  'Helix',
  'Quanta',
  'Vireo',
  'Ombra',
  'Lumen',
  'Pixelia',
  'Strata',
  'Kestrel',
  'Mistral',
].map((name) => ({ name, src: drawingOf(name) }));
