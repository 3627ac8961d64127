import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { applyForm as applyFormFixture, type FormParts, fixture, multipart } from './fixtures/apply-form.js';
import { type JsonSchema, type Operation, requestOf } from './fuzz-requests.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * The request surface under generated input: every operation of the OpenAPI document (built from
 * the routes' own schemas), its path parameters, query and body — plausible values, values of the
 * wrong type, and the nasty ones (NUL, huge integers, long and case-expanding text, broken
 * percent-encoding). No answer may be a 5xx, and every error is the contract's JSON body.
 * Then, deterministically, long texts in every string field of every body, parameter and form
 * field (file names included) around otherwise valid requests, so that they reach the database,
 * and every application so recorded is opened, downloaded, moved and erased by an admin (the
 * audit lines and mails name them). SQLite does not enforce `varchar(n)`; PostgreSQL (CI's second
 * run) does, which is what finds a column an input can overflow.
 * FUZZ_RUNS sets the random runs per operation (default 2,000 on SQLite: about 120,000 requests,
 * some 30 s on an idle machine; 100 on PostgreSQL, where each request costs more and the long-text
 * sweep is the point).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? 100 : 2000));

let t: TestApp;
let admin: TestUser;
let candidat: TestUser;
let operations: Operation[];
/** The reference rows as seeded, put back before the apply form's sweep. */
let serial = 0;
const references = {} as {
  etats: { id: number; etat: string; etat_key: string }[];
};
/**
 * The suite, for one share of the operations: `parts` test files each run `fuzzSuite({ part, parts })`
 * with their own server, so that the random requests (the longest test of `npm test`) run side by
 * side in the pool's workers instead of in one; the long-text sweep runs in part 0.
 */
export function fuzzSuite({ part, parts }: { part: number; parts: number }) {
  beforeAll(async () => {
    // Thousands of applications from one address: no rate limit in the way.
    t = await createTestApp({ RATE_LIMIT_APPLY: '1000000', RATE_LIMIT_LOGIN: '1000000' });
    admin = await t.signIn('ADMIN');
    candidat = await t.signIn('CANDIDAT');
    await makeOpenVacancy(t.db);
    references.etats = await t.db.selectFrom('etat_candidature').selectAll().execute();
    const spec = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: Operation['params']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
        >
      >;
    };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
        multipart: path.endsWith('/upload') || path.endsWith('/upload-user'),
      })),
    );
  });
  afterAll(() => t.close());

  /** A second session of the admin, for the calls that end the session they present. */
  const throwaway = () => ({
    authorization: `Bearer ${t.app.sessions.sign({ id: admin.id, role: 'ADMIN', individuId: admin.individuId })}`,
  });

  function expectNoServerError(res: LightMyRequestResponse, label: string) {
    if (res.statusCode >= 500 || (res.statusCode >= 400 && !isContractError(res))) {
      throw new Error(`${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  }

  function isContractError(res: LightMyRequestResponse): boolean {
    try {
      const body = JSON.parse(res.body);
      return typeof body.code === 'string' && typeof body.message === 'string' && body.status === res.statusCode;
    } catch {
      return false;
    }
  }

  describe('fuzzing every operation of the OpenAPI document', () => {
    it('covers the routes of the contract', () => {
      expect(operations.length).toBeGreaterThan(50);
      expect(operations.some((o) => o.multipart)).toBe(true);
      expect(operations.some((o) => o.body)).toBe(true);
    });

    it(`answers no 5xx and only contract errors (${RUNS} requests per operation, part ${part + 1} of ${parts})`, async () => {
      const share = operations.filter((_, index) => index % parts === part);
      let requests = 0;
      for (const op of share) {
        await fc.assert(
          fc.asyncProperty(requestOf(op), async ({ path, query, body, caller }) => {
            let url = op.path;
            for (const [name, value] of path) url = url.replace(`{${name}}`, value);
            if (query.length > 0) url += `?${query.join('&')}`;
            const headers: Record<string, string> = {};
            // Signing out revokes the token presented: a throwaway session, or every later run would be anonymous.
            if (caller === 'admin' && op.path === '/api/logout') Object.assign(headers, throwaway());
            else if (caller === 'admin') Object.assign(headers, admin.headers);
            if (caller === 'candidat') Object.assign(headers, candidat.headers);
            let payload: string | Buffer | undefined;
            if (body && 'form' in body && body.form) {
              const built = await multipart(body.form);
              payload = built.payload;
              Object.assign(headers, built.headers);
            } else if (body) {
              payload = body.payload;
              headers['content-type'] = body.type;
            }
            const res = await t.app.inject({ method: op.method, url, headers, payload });
            requests += 1;
            // Ending a staff member's sessions (§23) may name the admin itself: a new session then.
            if (caller === 'admin' && op.path === '/staff/{id}/sessions/revoquer') admin.headers = throwaway();
            expectNoServerError(res, `${op.method} ${url.slice(0, 200)}`);
          }),
          { numRuns: RUNS },
        );
      }
      expect(share.length).toBeGreaterThan(0);
      expect(requests).toBeGreaterThanOrEqual(share.length * RUNS);
    }, 600_000);
  });

  /** Texts longer than any column, in characters of one, two and four bytes. */
  const LONG_TEXTS = ['é'.repeat(256), 'x'.repeat(301), '😀'.repeat(255), 'ü'.repeat(5000)];
  const LONG_EMAILS = [`${'a'.repeat(250)}@example.com`, `${'é'.repeat(64)}@${'d'.repeat(200)}.fr`];

  /** A value of that schema's shape that passes it where it can (ids 1, dates, e-mails by name, unique texts). */
  function sample(schema: JsonSchema | undefined, name = ''): unknown {
    if (!schema) return null;
    const variant = (schema.anyOf ?? schema.oneOf)?.find((v) => v.type !== 'null');
    if (variant) return sample(variant, name);
    if (schema.enum) return schema.enum[0];
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'object') {
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    }
    if (type === 'array') return [sample(schema.items, name)];
    if (type === 'integer' || type === 'number') return 1;
    if (type === 'boolean') return true;
    if (schema.format === 'email' || /mail/i.test(name)) return `fuzz-${++serial}@example.com`;
    if (schema.format === 'date' || /^date/.test(name)) return /Cloture/.test(name) ? '2026-12-31' : '2026-01-01';
    if (/telephone/.test(name)) return '06 12 34 56 78';
    return `Valeur-${++serial}`;
  }

  /** The paths of every string in a sample, with whether it is an e-mail. */
  function stringLeaves(
    schema: JsonSchema | undefined,
    path: (string | number)[] = [],
  ): { path: (string | number)[]; email: boolean }[] {
    if (!schema) return [];
    const variant = (schema.anyOf ?? schema.oneOf)?.find((v) => v.type !== 'null');
    if (variant) return stringLeaves(variant, path);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'object') {
      return Object.entries(schema.properties ?? {}).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
    }
    if (type === 'array') return stringLeaves(schema.items, [...path, 0]);
    const name = String(path.at(-1) ?? '');
    if (type !== 'string' || schema.enum || schema.format === 'date' || /^date/.test(name)) return [];
    return [{ path, email: schema.format === 'email' || /mail/i.test(name) }];
  }

  function withValue(value: unknown, path: (string | number)[], leaf: unknown): unknown {
    if (path.length === 0) return leaf;
    const [head, ...rest] = path as [string | number, ...(string | number)[]];
    const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
    copy[head] = withValue(copy[head], rest, leaf);
    return copy;
  }

  if (part === 0)
    describe('long texts in every string field reach the database without a 5xx', () => {
      const sent: string[] = [];
      const call = async (method: Operation['method'], url: string, payload?: unknown) => {
        const res = await t.app.inject({
          method,
          url,
          headers: admin.headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        sent.push(`${method} ${url.slice(0, 80)}`);
        expectNoServerError(res, `${method} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 160) ?? ''}`);
        return res;
      };

      it('in JSON bodies, path parameters and queries', async () => {
        const validBases: string[] = [];
        for (const op of operations.filter((o) => !o.multipart)) {
          const pathOf = (value: (name: string) => string) =>
            op.params
              .filter((p) => p.in === 'path')
              .reduce((url, p) => url.replace(`{${p.name}}`, value(p.name)), op.path);
          // Ids of nothing: the reference rows the apply form needs are not renamed by the sweep.
          const plainUrl = pathOf(() => '999999');
          // Each string path parameter, and each query parameter, long.
          for (const long of LONG_TEXTS.slice(0, 3)) {
            const encoded = encodeURIComponent(long);
            if (op.params.some((p) => p.in === 'path' && p.schema.type === 'string')) {
              await call(
                op.method,
                pathOf(() => encoded),
                op.body ? sample(op.body) : undefined,
              );
            }
            const query = op.params.filter((p) => p.in === 'query').map((p) => `${p.name}=${encoded}`);
            if (query.length > 0) await call(op.method, `${plainUrl}?${query.join('&')}`);
          }
          if (!op.body) continue;
          // Each string of the body long in turn, the rest valid; then all of them at once.
          const base = sample(op.body);
          if ((await call(op.method, plainUrl, base)).statusCode < 300) validBases.push(op.path);
          const leaves = stringLeaves(op.body);
          for (const leaf of leaves) {
            for (const long of leaf.email ? LONG_EMAILS : LONG_TEXTS)
              await call(op.method, plainUrl, withValue(base, leaf.path, long));
          }
          if (leaves.length > 1) {
            await call(
              op.method,
              plainUrl,
              leaves.reduce((body, leaf) => withValue(body, leaf.path, LONG_TEXTS[0]), base),
            );
          }
          // A valid security setting may make a second factor compulsory (§23), and the sweep's admin
          // has none: it would reach nothing but enrolment afterwards. Turned off again.
          if (op.path === '/api/securite') await call(op.method, op.path, { mfaObligatoire: false });
        }
        expect(sent.length).toBeGreaterThan(200);
        // The requests are valid but for the long text (so that a text the schema let through reaches
        // the database): their base is accepted wherever an unknown id does not stop it first.
        expect(validBases).toEqual(
          expect.arrayContaining([
            '/api/register',
            '/nom-document/add',
            '/session-candidature/add',
            '/poste-vacant/add',
          ]),
        );
      }, 300_000);

      it('in the apply form (every field, file names of 5,000 characters), then through every admin read, change and erasure', async () => {
        // The random runs may have renamed what the form names (a type of attachment, the first status).
        for (const row of references.etats) {
          await t.db.updateTable('etat_candidature').set(row).where('id', '=', row.id).execute();
        }
        // (and may have deleted them): attachment types of its own.
        const nomDocument = async (nom: string) => {
          await t.db.insertInto('nom_document').values({ nom, nom_key: nom.toLowerCase() }).execute();
          return nom;
        };
        const types = {
          nomFileCV: await nomDocument('CV du balayage'),
          nomFileLM: await nomDocument('Lettre du balayage'),
        };
        const vacancy = await makeOpenVacancy(t.db, { nom: 'Ω'.repeat(200) });
        const form = (overrides: Record<string, unknown> = {}, parts: FormParts = {}) =>
          applyFormFixture(vacancy.id, { email: `long-${++serial}@example.com`, ...overrides }, { ...types, ...parts });
        const variants: FormParts[] = [];
        for (const long of LONG_TEXTS) {
          for (const field of ['nom', 'prenom', 'telephone']) variants.push(form({ [field]: long }));
          variants.push(form({ pays: { designation: long } }), form({ civilite: { designation: long } }));
          variants.push(
            form({}, { nomFileCV: long }),
            form({}, { postId: long }),
            form({}, { consentementVivier: long }),
          );
          for (const [field, name] of [
            ['fileCV', `${long}.pdf`],
            ['fileLM', `${long}.docx`],
          ] as const) {
            const content = field === 'fileCV' ? fixture('cv.pdf') : fixture('lettre.docx');
            variants.push(form({}, { [field]: { content, filename: name } }));
          }
        }
        for (const email of LONG_EMAILS) variants.push(form({ email }));
        // The longest values that are accepted, all at once, and a 5,000-character file name.
        variants.push(
          form(
            { nom: 'é'.repeat(100), prenom: '😀'.repeat(100) },
            { fileCV: { content: fixture('cv.pdf'), filename: `${'ü'.repeat(5000)}.pdf` } },
          ),
        );
        const statuses: number[] = [];
        for (const parts of variants) {
          const { payload, headers } = await multipart(parts);
          const res = await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
          expectNoServerError(res, `apply ${JSON.stringify(parts.datas)?.slice(0, 120)}`);
          statuses.push(res.statusCode);
        }
        // File names are cut to fit, not refused: those applications, and the longest accepted names, are recorded.
        expect(statuses.filter((status) => status === 201).length, statuses.join(' ')).toBeGreaterThan(5);

        // Every application of that vacancy is opened, each document downloaded, each moved, each person erased.
        const applications = await t.db
          .selectFrom('candidature')
          .select(['id', 'individu_id'])
          .where('poste_vacant_id', '=', vacancy.id)
          .execute();
        const files = await t.db
          .selectFrom('document_candidature')
          .select('nom_fichier')
          .where(
            'candidature_id',
            'in',
            applications.map((a) => a.id),
          )
          .execute();
        const acceptee = await t.db
          .selectFrom('etat_candidature')
          .select('id')
          .where('etat', '=', 'Acceptée')
          .executeTakeFirstOrThrow();
        const expectStatus = async (status: number, method: Operation['method'], url: string, payload?: unknown) => {
          const res = await call(method, url, payload);
          expect({ url, status: res.statusCode }).toEqual({ url, status });
        };
        for (const { nom_fichier } of files)
          await expectStatus(200, 'GET', `/document-candidature/download/${nom_fichier}`);
        for (const { id } of applications) {
          await expectStatus(200, 'GET', `/candidature/list/${id}`);
          await expectStatus(200, 'POST', `/candidature/${id}/update`, { etatCandidature: { id: acceptee.id } });
          await expectStatus(201, 'POST', `/candidature/${id}/notes`, { texte: 'ü'.repeat(5000) });
        }
        await expectStatus(200, 'GET', '/audit?page=1&size=100');
        await expectStatus(200, 'GET', '/candidature/export.csv');
        await expectStatus(200, 'GET', '/mail/outbox?page=1&size=100');
        await t.app.ctx.jobs.runNow('mail-outbox');
        for (const individuId of new Set(applications.map((a) => a.individu_id))) {
          await expectStatus(204, 'DELETE', `/individu/${individuId}`);
        }
      }, 300_000);
    });
}
