import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COLUMN_LIMITS, INT_MAX, messages } from '@recrutement/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { applyForm, countRows, multipart, postForm, rawMultipart, storedFiles } from './fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let admin: TestUser;
let vacancyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  vacancyId = (await makeOpenVacancy(t.db)).id;
});
afterAll(() => t.close());

/** The contract's error body (§1), never Fastify's own, with a French message. */
function expectContractError(
  res: LightMyRequestResponse | { statusCode: number; headers: object; body: string },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String((res.headers as Record<string, unknown>)['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body);
  expect(Object.keys(body)).toEqual(
    expect.arrayContaining(['timestamp', 'status', 'error', 'message', 'path', 'code']),
  );
  expect(body.status).toBe(status);
  expect(body).not.toHaveProperty('statusCode');
  // French, and nothing of the parser's own words.
  expect(body.message).not.toMatch(/Unexpected|Boundary not|FST_|undefined|\bthe\b/);
  return body as { code: string; message: string; fields?: Record<string, string> };
}

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, payload: payload as object });

describe('malformed multipart', () => {
  const apply = (payload: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/candidature/upload-user',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers 400 to a boundary that the body never uses, leaving nothing behind', async () => {
    const before = await countRows(t.db);
    const { payload } = await multipart(applyForm(vacancyId));
    const body = expectContractError(await apply(payload, 'multipart/form-data; boundary=nowhere-in-the-body'), 400);
    expect(body.code).toBe('VALIDATION');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 to a multipart type without a boundary', async () => {
    const body = expectContractError(await apply('--x\r\n', 'multipart/form-data'), 400);
    expect(['VALIDATION', 'UNSUPPORTED_MEDIA_TYPE']).toContain(body.code);
  });

  it('answers 400 to a truncated body (cut in the middle of a file) and keeps no file', async () => {
    const files = storedFiles(t);
    const { payload, headers } = await multipart(applyForm(vacancyId, { email: 'tronque@example.com' }));
    const cut = payload.subarray(0, Math.floor(payload.length * 0.6));
    expectContractError(await apply(cut, headers['content-type'] ?? ''), 400);
    expect(storedFiles(t)).toEqual(files);
  });

  it('answers 400 to a part without a name and to a part whose headers never end', async () => {
    const boundary = 'b0undary';
    const noName = `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvaleur\r\n--${boundary}--\r\n`;
    expectContractError(await apply(noName, `multipart/form-data; boundary=${boundary}`), 400);
    const endless = `--${boundary}\r\nContent-Disposition: form-data; name="datas"\r\n${'X-Pad: a\r\n'.repeat(5000)}`;
    expectContractError(await apply(endless, `multipart/form-data; boundary=${boundary}`), 400);
  });

  it('answers 400 with every missing field when only the text parts arrive', async () => {
    const { payload, headers } = rawMultipart([{ name: 'postId', value: String(vacancyId) }]);
    const body = expectContractError(await apply(payload, headers['content-type']), 400);
    expect(body.fields).toMatchObject({
      fileCV: messages.fileRequired,
      fileLM: messages.fileRequired,
      nom: messages.nomRequired,
    });
  });
});

describe('bad JSON and content types', () => {
  it('answers 400 to JSON that does not parse and to a forbidden prototype key', async () => {
    const headers = { ...admin.headers, 'content-type': 'application/json' };
    for (const payload of ['{"nom":', '{"__proto__":{"x":1},"nom":"a"}', '[', '"\\ud800"x']) {
      const res = await t.app.inject({ method: 'POST', url: '/nom-document/add', payload, headers });
      expect(expectContractError(res, 400).code).toBe('VALIDATION');
    }
  });

  it('answers 415 to a body of a type the route does not take', async () => {
    const cases: [string, string][] = [
      ['text/plain', 'nom=CV'],
      ['application/x-www-form-urlencoded', 'nom=CV'],
      ['multipart/form-data; boundary=x', '--x--\r\n'],
      ['application/xml', '<nom/>'],
    ];
    for (const [type, payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/nom-document/add',
        payload,
        headers: { ...admin.headers, 'content-type': type },
      });
      expect(expectContractError(res, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const json = await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload: { postId: 1 } });
    expect(expectContractError(json, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('malformed and over-long URLs', () => {
  it('answers 400 to a path with a broken percent-encoding', async () => {
    for (const url of ['/poste-vacant/%E0%A4%A', '/pays/list/%', '/document-candidature/download/%ZZ']) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(expectContractError(res, 400).code).toBe('VALIDATION');
    }
  });

  it('answers 400 (not 404) to a path parameter over the column size, and 414 to an over-long URL', async () => {
    const long = `/poste-de-travail/detail/${'a'.repeat(300)}`;
    expectContractError(await asAdmin('GET', long), 400);
    const res = await t.app.inject({ method: 'GET', url: `/poste-vacant/list?nom=${'a'.repeat(9000)}` });
    expect(expectContractError(res, 414).code).toBe('URI_TOO_LONG');
  });

  it('answers 414 in the contract shape to a URL longer than the HTTP parser takes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<{ statusCode: number; headers: object; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/poste-vacant/list?nom=${'a'.repeat(70_000)}` },
        (r) => {
          let body = '';
          r.on('data', (c) => {
            body += c;
          });
          r.on('end', () => resolve({ statusCode: r.statusCode ?? 0, headers: r.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expectContractError(res, 414);
  });
});

describe('text with NUL bytes is refused at the edge', () => {
  it.each([
    ['a login e-mail', 'POST', '/api/login1', { email: 'a\u0000@example.com', password: 'x' }],
    ['a reference name', 'POST', '/nom-document/add', { nom: 'CV\u0000' }],
    ['a work position', 'POST', '/poste-de-travail/add', { reference: 'R\u0000', nom: 'Poste' }],
    [
      'a vacancy description',
      'POST',
      '/poste-vacant/add',
      { nom: 'Offre', descriptif: '<p>a\u0000</p>', poste: { id: 1 }, session: { id: 1 }, typeContrat: { id: 1 } },
    ],
    ['a query filter', 'GET', '/poste-vacant/list?nom=a%00b', undefined],
    ['a place filter', 'GET', '/poste-vacant/list?lieu=a%00b', undefined],
    ['a vacancy search', 'GET', '/poste-vacant/list?q=a%00b', undefined],
    [
      'a vacancy place',
      'POST',
      '/poste-vacant/add',
      { nom: 'Offre', lieu: 'Lyon\u0000', poste: { id: 1 }, session: { id: 1 }, typeContrat: { id: 1 } },
    ],
    ['a search', 'GET', '/candidature/list?q=%00', undefined],
    ['a path key', 'GET', '/poste-de-travail/detail/a%00b', undefined],
    ['a path e-mail', 'GET', '/individu/nom/email/a%00@example.com', undefined],
    ['a path name', 'GET', '/candidature/poste-vacant/a%00', undefined],
  ] as const)('%s', async (_label, method, url, payload) => {
    const body = expectContractError(await asAdmin(method, url, payload), 400);
    expect(body.code).toBe('VALIDATION');
    expect(Object.values(body.fields ?? {})).toContain(messages.textInvalid);
  });

  it('in the apply form (datas and attachment type), leaving nothing behind', async () => {
    const files = storedFiles(t);
    const res = await postForm(t, applyForm(vacancyId, { nom: 'Du\u0000rand' }, { nomFileCV: 'C\u0000V' }));
    const body = expectContractError(res, 400);
    expect(body.fields).toMatchObject({ nom: messages.textInvalid, nomFileCV: messages.textInvalid });
    expect(storedFiles(t)).toEqual(files);
  });
});

describe('integers outside what the columns hold', () => {
  it.each([
    ['GET', `/poste-vacant/${INT_MAX + 1}`],
    ['GET', '/candidature/byid/99999999999999999999'],
    ['GET', `/candidature/list/${2 ** 53 + 10}`],
    ['DELETE', `/nom-document/delete/${INT_MAX + 1}`],
    ['GET', `/candidature/list?posteVacant=${INT_MAX + 1}`],
    ['GET', '/poste-vacant/list?page=100000000000000000000'],
  ] as const)('%s %s → 400', async (method, url) => {
    expect(expectContractError(await asAdmin(method, url), 400).code).toBe('VALIDATION');
  });

  it('takes the largest values the columns hold (an unknown id: 404; a page past the end: [])', async () => {
    expectContractError(await asAdmin('GET', `/poste-vacant/${INT_MAX}`), 404);
    const page = await asAdmin('GET', `/individu/get?page=${INT_MAX}&size=100`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual([]);
  });

  it('refuses a nested id out of range in a body and a postId out of range in the apply form', async () => {
    const res = await asAdmin('POST', '/poste-vacant/add', {
      nom: 'Offre',
      poste: { id: INT_MAX + 1 },
      session: { id: 1 },
      typeContrat: { id: 1 },
    });
    expect(expectContractError(res, 400).fields).toHaveProperty('poste.id');
    const apply = await postForm(t, applyForm(INT_MAX + 1));
    expect(expectContractError(apply, 400).fields).toMatchObject({ postId: messages.postIdInvalid });
  });
});

describe('text whose key is longer than its column', () => {
  it('refuses 150 × "İ" as a work position name (its lower-case key has 300 characters)', async () => {
    const max = COLUMN_LIMITS.poste_de_travail.nom;
    const res = await asAdmin('POST', '/poste-de-travail/add', { reference: 'I-150', nom: 'İ'.repeat(max) });
    const body = expectContractError(res, 400);
    expect(body.fields).toEqual({ nom: messages.tooLong(max) });
    const fits = await asAdmin('POST', '/poste-de-travail/add', { reference: 'I-75', nom: 'İ'.repeat(max / 2) });
    expect(fits.statusCode).toBe(201);
  });

  it('refuses a vacancy name and a reference whose key overflows', async () => {
    const nom = 'İ'.repeat(COLUMN_LIMITS.poste_vacant.nom);
    const res = await asAdmin('POST', '/poste-vacant/add', {
      nom,
      poste: { id: 1 },
      session: { id: 1 },
      typeContrat: { id: 1 },
    });
    expect(expectContractError(res, 400).fields).toMatchObject({
      nom: messages.tooLong(COLUMN_LIMITS.poste_vacant.nom),
    });
    const ref = await asAdmin('POST', '/nom-document/add', { nom: 'İ'.repeat(COLUMN_LIMITS.nom_document.nom) });
    expect(expectContractError(ref, 400).fields).toHaveProperty('nom');
  });
});
