import { CONSULTED_ETAT, ETAT_CODES, INITIAL_ETAT } from '@recrutement/contract';
import countries from 'i18n-iso-countries';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { Db } from '../db/index.js';
import { toKey } from '../lib/keys.js';
import { seedMessageTemplates } from './message-templates.js';
import data from './reference-data.json' with { type: 'json' };

const dialable = new Set<string>(getCountries());
/** The seeded label of a hire (code ACCEPTEE, §22). */
const ACCEPTED_ETAT = 'Acceptée';

/** The stable code of a seeded status the workflow relies on (ETAT_CODES), null for the others. */
function codeOfSeededEtat(etat: string): string | null {
  if (toKey(etat) === toKey(INITIAL_ETAT)) return ETAT_CODES.initial;
  if (toKey(etat) === toKey(CONSULTED_ETAT)) return ETAT_CODES.consulted;
  if (toKey(etat) === toKey(ACCEPTED_ETAT)) return ETAT_CODES.accepted;
  return null;
}

/** Every ISO 3166-1 country: French name in upper case, calling code, alpha-2 code. */
export function countryRows() {
  return Object.entries(countries.getNames('fr', { select: 'official' }))
    .map(([code, name]) => {
      const designation = name.toLocaleUpperCase('fr-FR');
      const abreviation = dialable.has(code) ? getCountryCallingCode(code as CountryCode) : '';
      return { designation, designation_key: toKey(designation), abreviation, code };
    })
    .sort((a, b) => a.designation.localeCompare(b.designation, 'fr'));
}

async function isEmpty(
  db: Db,
  table: 'pays' | 'civilite' | 'type_contrat' | 'etat_candidature' | 'nom_document' | 'role',
) {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Reference data of contract §8, each table filled only when it is empty. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Each role by name: a database from before the staff roles of §14 gains RECRUTEUR and MEMBRE.
    const roles = new Set((await trx.selectFrom('role').select('name').execute()).map((r) => r.name));
    const missing = data.role.filter((name) => !roles.has(name));
    if (missing.length > 0)
      await trx
        .insertInto('role')
        .values(missing.map((name) => ({ name })))
        .execute();
    if (await isEmpty(trx, 'civilite')) {
      await trx
        .insertInto('civilite')
        .values(
          data.civilite.map((c) => ({
            designation: c.designation,
            designation_key: toKey(c.designation),
            abreviation: c.abreviation,
          })),
        )
        .execute();
    }
    if (await isEmpty(trx, 'type_contrat')) {
      await trx
        .insertInto('type_contrat')
        .values(data.typeContrat.map((t) => ({ type: t.type, type_key: toKey(t.type) })))
        .execute();
    }
    if (await isEmpty(trx, 'etat_candidature')) {
      await trx
        .insertInto('etat_candidature')
        .values(
          data.etatCandidature.map((e) => ({ etat: e.etat, etat_key: toKey(e.etat), code: codeOfSeededEtat(e.etat) })),
        )
        .execute();
    }
    if (await isEmpty(trx, 'nom_document')) {
      await trx
        .insertInto('nom_document')
        .values(data.nomDocument.map((n) => ({ nom: n.nom, nom_key: toKey(n.nom) })))
        .execute();
    }
    if (await isEmpty(trx, 'pays')) {
      const rows = countryRows();
      // Chunks keep the statement under SQLite's bound-parameter limit.
      for (let i = 0; i < rows.length; i += 100)
        await trx
          .insertInto('pays')
          .values(rows.slice(i, i + 100))
          .execute();
    }
    // The default message templates of §20.
    await seedMessageTemplates(trx);
  });
}
