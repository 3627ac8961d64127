import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { fixture, multipart } from './fixtures/apply-form.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The OpenAPI document (/docs/json) as a person reads it in /docs: every operation says what it does,
 * every operation that takes a body describes it, the apply form included (it is read by hand, not
 * through a route schema), and its example can be sent as it is.
 */
interface Operation {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: { type?: string; properties?: Record<string, Schema> } }> };
}
interface Schema {
  type?: string;
  format?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Document {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
}

/** POSTs that take no body at all: the session or the signed-in user is everything they need. */
const WITHOUT_BODY = new Set([
  'post /api/logout',
  'post /api/verify-email/resend',
  'post /entretiens/{id}/annuler',
  'post /api/me/calendrier/renouveler',
  'post /messages/{id}/annuler',
  'post /candidature/{id}/messages/lus',
  'post /api/me/mfa/totp',
  'post /staff/{id}/sessions/revoquer',
]);

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method} ${path}`, method, op })),
  );

describe('OpenAPI document', () => {
  it('gives every operation a summary', () => {
    expect(operations().length).toBeGreaterThan(50);
    expect(
      operations()
        .filter(({ op }) => !op.summary?.trim())
        .map(({ name }) => name),
    ).toEqual([]);
  });

  it('describes the request body of every operation that takes one', () => {
    const writes = operations().filter(({ method }) => ['post', 'put', 'patch'].includes(method));
    const missing = writes
      .filter(({ name }) => !WITHOUT_BODY.has(name))
      .filter(({ op }) => !Object.values(op.requestBody?.content ?? {}).some((c) => c.schema))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    // The list of exceptions names real operations, none of which documents a body after all.
    for (const name of WITHOUT_BODY) {
      expect(writes.find((w) => w.name === name)?.op.requestBody, name).toBeUndefined();
    }
  });

  it('links only to what exists in the repository', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const paths = [...doc.info.description.matchAll(/`([\w.-]+(?:\/[\w.-]+)+)`/g)].map((m) => m[1] ?? '');
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(existsSync(resolve(root, path)), path).toBe(true);
  });

  it.each(['/candidature/upload-user', '/candidature/upload', '/document-candidature/upload', '/mon-doc/upload'])(
    'documents the multipart form of %s: both files, their types, the vacancy and the datas JSON',
    (path) => {
      const form = doc.paths[path]?.post?.requestBody?.content?.['multipart/form-data']?.schema;
      expect(form?.properties?.fileCV).toMatchObject({ type: 'string', format: 'binary' });
      expect(form?.properties?.fileLM).toMatchObject({ type: 'string', format: 'binary' });
      expect(form?.properties?.nomFileCV).toMatchObject({ type: 'string', example: 'CV' });
      expect(form?.properties?.nomFileLM).toMatchObject({ example: 'Lettre de motivation' });
      expect(form?.properties?.postId).toMatchObject({ type: 'integer' });
      const datas = form?.properties?.datas;
      expect(datas?.type).toBe('object');
      expect(datas?.required).toEqual(
        expect.arrayContaining(['nom', 'prenom', 'email', 'telephone', 'pays', 'civilite']),
      );
    },
  );

  it('gives the sign-in, registration and password operations an example body, that the server takes', async () => {
    const example = (path: string) =>
      (doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema as Schema | undefined)?.example;
    for (const path of [
      '/api/login1',
      '/api/register',
      '/api/verify-email',
      '/api/password/forgot',
      '/api/password/reset',
    ]) {
      expect(example(path), path).toBeTypeOf('object');
    }
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: example('/api/register') as object,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: example('/api/password/forgot') as object,
    });
    expect(forgot.statusCode).toBe(204);
  });

  it("accepts the documented example of the apply form as it is, with the reference data's names", async () => {
    const form = doc.paths['/candidature/upload-user']?.post?.requestBody?.content?.['multipart/form-data']?.schema;
    const example = (name: string) => form?.properties?.[name]?.example;
    const vacancy = await makeOpenVacancy(t.db);
    const { payload, headers } = await multipart({
      fileCV: { content: fixture('cv.pdf'), filename: 'cv.pdf', type: 'application/pdf' },
      fileLM: { content: fixture('lettre.docx'), filename: 'lettre.docx' },
      nomFileCV: String(example('nomFileCV')),
      nomFileLM: String(example('nomFileLM')),
      postId: String(vacancy.id),
      datas: JSON.stringify(example('datas')),
    });
    const res = await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
    expect(res.statusCode, res.body).toBe(201);
  });
});
