import { COLUMN_LIMITS } from '@recrutement/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TEXT_LIMITS } from '../src/lib/bounded-text.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `varchar(n)` sizes of every column, read from the migrated database itself. */
async function columnSizes(): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (t.app.dialect === 'postgres') {
    const { rows } = await sql<{ table_name: string; column_name: string; size: number }>`
      select table_name, column_name, character_maximum_length as size from information_schema.columns
      where table_schema = current_schema() and character_maximum_length is not null`.execute(t.db);
    for (const r of rows) sizes.set(`${r.table_name}.${r.column_name}`, Number(r.size));
    return sizes;
  }
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'table' and sql is not null`.execute(t.db);
  for (const table of rows) {
    for (const [, column, size] of table.sql.matchAll(/"(\w+)" varchar\((\d+)\)/g)) {
      sizes.set(`${table.name}.${column}`, Number(size));
    }
  }
  return sizes;
}

describe('COLUMN_LIMITS (the bounds of the request schemas)', () => {
  it('agree with the columns of the migrated schema, key columns included', async () => {
    const sizes = await columnSizes();
    expect(sizes.size).toBeGreaterThan(20);
    for (const [table, columns] of Object.entries(COLUMN_LIMITS)) {
      for (const [column, limit] of Object.entries(columns)) {
        expect({ column: `${table}.${column}`, size: sizes.get(`${table}.${column}`) }).toEqual({
          column: `${table}.${column}`,
          size: limit,
        });
        const key = sizes.get(`${table}.${column}_key`);
        if (key !== undefined)
          expect({ key: `${table}.${column}_key`, size: key }).toEqual({ key: `${table}.${column}_key`, size: limit });
      }
    }
  });
});

/**
 * The other varchar columns: values of a fixed form the server makes itself (ISO instants and dates,
 * hashes, ids it chose, states of its own), or copies of an input already bounded by the same size.
 * None is filled from free text: a column added to the schema must be placed in one of the lists.
 */
const FIXED_FORM: Record<string, string> = {
  'pays.code': 'ISO 3166-1 alpha-2, checked by the pays schema',
  'role.name': 'CANDIDAT or ADMIN',
  'users.password_hash': 'argon2id encoded hash',
  'document_candidature.nom_fichier': '<uuid>.<ext>, named by the server',
  'account_token.purpose': 'verify or reset',
  'account_token.token_hash': 'SHA-256 hex',
  'revoked_token.jti': 'UUID of a token the server signed',
  'mail_outbox.state': 'a state of the outbox',
  'mail_outbox.to_address': 'users.email or individu.email (254, bounded by the schemas): never cut',
  'note_candidature.auteur_email': 'users.email of the author (254)',
  'mail_outbox.calendar_method': 'REQUEST or CANCEL',
  'entretien.statut': 'PROPOSE, CONFIRME or ANNULE',
  'entretien.debut': 'ISO instant of a slot, normalised by the server',
  'entretien.uid': 'entretien-<uuid>@<host of PUBLIC_URL>',
  'entretien.token_hash': 'SHA-256 hex',
  'entretien_creneau.debut': 'ISO instant, normalised by the server',
  'calendrier_flux.salt': '24 random bytes, base64url',
  'poste_vacant.salaire_periode': 'AN, MOIS or HEURE (an enum of the vacancy schema)',
  'poste_vacant.teletravail': 'NON, PARTIEL or TOTAL (an enum of the vacancy schema)',
  'individu.nom_prenom_key': 'nom|prénom folded by the server from two columns of 100',
  'users.langue': 'fr or en',
  'candidature.langue': "fr or en: the apply form's langue field, anything else read as fr",
  'mail_outbox.list_unsubscribe': 'an URL the server builds (PUBLIC_URL, the alert id and an HMAC)',
  'evaluation.avis': 'OUI_FORT, OUI, NON or NON_FORT (an enum of the evaluation schema)',
  'question_poste_vacant.type': 'TEXTE, OUI_NON, CHOIX or NOMBRE (an enum of the question schema)',
  'reponse_candidature.type': 'the type of the question answered',
  'alerte.frequence': 'IMMEDIATE, QUOTIDIENNE or HEBDOMADAIRE (an enum of the alert schema)',
  'alerte.langue': 'fr or en',
  'alerte.confirme_le': 'ISO instant from the clock',
  'alerte.jeton_hash': 'SHA-256 hex',
  'alerte.jeton_expire': 'ISO instant from the clock',
  'alerte.cle_sel': 'random bytes chosen by the server',
  'alerte.expire_le': 'ISO instant from the clock',
  'alerte.dernier_envoi': 'ISO instant from the clock',
  'alerte_offre.trouve_le': 'ISO instant from the clock',
  'alerte_offre.envoye_le': 'ISO instant from the clock',
  'alerte_vue.visible_depuis': 'ISO instant from the clock',
  'cv_texte.etat': 'a state of the reading queue',
  'etat_candidature.code': 'ENVOYEE, CONSULTEE or ACCEPTEE, written by the migrations and the seed only',
  'candidature.canal': 'one of the channels of §22 (CANAUX), chosen by the server',
  'candidature.source_detail': 'cut to 100 characters by the server (sourceOf)',
  'mail_outbox.message_id': '<message-<uuid>@<host of PUBLIC_URL>>, made by the server',
  'mail_outbox.in_reply_to': 'a Message-ID the server made',
  'modele_message.usage': 'LIBRE, REFUS or ETAT (an enum of the template schema)',
  'message.sens': 'SORTANT or ENTRANT',
  'message.statut': 'PROGRAMME, ENVOYE, ECHEC, ANNULE or RECU',
  'message.prevu_le': 'ISO instant from the clock or checked by the schema',
  'message.envoye_le': 'ISO instant from the clock',
  'message.recu_le': 'ISO instant from the clock',
  'message.message_id': '<message-<uuid>@<host of PUBLIC_URL>>, made by the server',
  'mfa_totp.secret_chiffre': 'the TOTP secret sealed by AES-256-GCM, base64 (server-made)',
  'mfa_totp.cree_le': 'ISO instant from the clock',
  'mfa_totp.confirme_le': 'ISO instant from the clock',
  'mfa_code_secours.code_hash': 'SHA-256 hex',
  'mfa_code_secours.utilise_le': 'ISO instant from the clock',
  'mfa_ticket.ticket_hash': 'SHA-256 hex',
  'mfa_ticket.expire_le': 'ISO instant from the clock',
  'mfa_ticket.utilise_le': 'ISO instant from the clock',
  'reglage_securite.cle': 'a setting name the server knows (mfaObligatoire)',
  'reglage_securite.valeur': 'a value the server writes (true or false)',
  'session_ouverte.jti': 'UUID of a token the server signed',
  'session_ouverte.cree_le': 'ISO instant from the clock',
  'session_ouverte.vue_le': 'ISO instant from the clock',
  'session_ouverte.expire_le': 'ISO instant from the clock',
  'session_ouverte.ip': 'the remote address as Node gives it (an IPv6 text is at most 45)',
  'session_ouverte.appareil': 'a short device name the server builds from the User-Agent, cut to 60',
  'api_cle.debut': 'the first characters of the key the server made',
  'api_cle.hash': 'SHA-256 hex',
  'api_cle.droits': 'the rights of the key schema, joined by the server',
  'api_cle.cree_le': 'ISO instant from the clock',
  'api_cle.expire_le': 'ISO instant checked by the key schema',
  'api_cle.revoquee_le': 'ISO instant from the clock',
  'api_cle.derniere_utilisation': 'ISO instant from the clock',
  'webhook.evenements': 'the events of the webhook schema, joined by the server',
  'webhook.secret': 'whsec_ and random bytes in base64, made by the server',
  'webhook.cree_le': 'ISO instant from the clock',
  'webhook_livraison.message_id': 'msg_ and a UUID, made by the server',
  'webhook_livraison.type': 'one of the webhook events',
  'webhook_livraison.cree_le': 'ISO instant from the clock',
  'webhook_livraison.etat': 'a state of the delivery queue',
  'webhook_livraison.prochain_essai': 'ISO instant from the clock',
  'webhook_livraison.locked_by': 'the instance id and 8 characters of a UUID',
  'webhook_tentative.date': 'ISO instant from the clock',
  'webhook_tentative.erreur': 'the error of an attempt, cut to 500 by the sender',
};
/** ISO-8601 instants (40) and calendar dates (10), written from the clock or checked as dates. */
const isInstantOrDate = (column: string, size: number) =>
  (size === 40 || size === 10) && /^date_|_date$|_at$|_until$|_before$/.test(column);

describe('every varchar column', () => {
  it('is bounded by the request schemas, cut to fit by the server, or of a form the server makes', async () => {
    const sizes = await columnSizes();
    const unplaced: string[] = [];
    const wrong: string[] = [];
    const limits: Record<string, Record<string, number>> = { ...COLUMN_LIMITS, ...SERVER_TEXT_LIMITS };
    for (const [name, size] of sizes) {
      const [table = '', column = ''] = name.split('.');
      if (table.startsWith('kysely_')) continue; // The migrator's own bookkeeping.
      const source = column.replace(/_key$/, '');
      const limit = limits[table]?.[source] ?? limits[table]?.[column];
      if (limit !== undefined) {
        if (limit !== size) wrong.push(`${name}: ${size}, listed ${limit}`);
        continue;
      }
      if (FIXED_FORM[name] || isInstantOrDate(column, size)) continue;
      unplaced.push(`${name} varchar(${size})`);
    }
    for (const [table, columns] of Object.entries(SERVER_TEXT_LIMITS)) {
      for (const column of Object.keys(columns)) {
        if (!sizes.has(`${table}.${column}`)) wrong.push(`${table}.${column}: no such column`);
      }
    }
    expect(wrong).toEqual([]);
    expect(unplaced).toEqual([]);
  });
});
