import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOpenVacancy } from '../src/db/seed/factories.js';
import { type FormParts, fixture, multipart } from './fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * The request surface under generated input: every operation of the OpenAPI document (built from
 * the routes' own schemas), its path parameters, query and body — plausible values, values of the
 * wrong type, and the nasty ones (NUL, huge integers, long and case-expanding text, broken
 * percent-encoding). No answer may be a 5xx, and every error is the contract's JSON body.
 * FUZZ_RUNS sets the runs per operation (default 2,000: thousands per route, about 120,000 requests
 * per database, some 30 s on an idle machine).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
}
interface Operation {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params: { in: string; name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'İ'.repeat(151),
  'ß'.repeat(130),
  'x'.repeat(300),
  'x'.repeat(3000),
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '..',
  '😀'.repeat(100),
  '\uD800',
  '\u202Efdp.exe',
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e308',
  'NaN',
  '0x1F',
  'null',
  '[]',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'admin@example.com',
  'CV',
);
const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const integerish = fc.oneof(
  fc.integer({ min: 1, max: 40 }),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1e20, 0.5, -0),
  fc.double(),
  text,
);
const wild = fc.oneof(fc.constant(null), fc.boolean(), integerish, text, fc.constant([]), fc.constant({}));

/** Values for a JSON schema: mostly of its shape, sometimes anything at all. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wild;
  const variants = schema.anyOf ?? schema.oneOf;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown> = wild;
  if (variants) shaped = fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)));
  else if (schema.enum) shaped = fc.oneof(fc.constantFrom(...schema.enum), text);
  else if (type === 'object') {
    const model = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [k, fromSchema(v, depth + 1)]),
    );
    shaped = fc
      .record(model, { requiredKeys: [] })
      .chain((value) =>
        fc.constantFrom<object>(value, { ...value, __proto__: { role: 'ADMIN' } }, { ...value, extra: 'x' }),
      );
  } else if (type === 'array') shaped = fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
  else if (type === 'integer' || type === 'number') shaped = integerish;
  else if (type === 'boolean') shaped = fc.boolean();
  else if (type === 'string' && schema.format === 'email') shaped = fc.oneof(fc.emailAddress(), text);
  else if (type === 'string' && schema.format === 'date') {
    shaped = fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      text,
    );
  } else if (type === 'string') shaped = text;
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: wild });
}

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 bytes it would be (%ED%A0%80). */
const percentEncode = (value: string) =>
  value
    .split(/([\uD800-\uDFFF])/)
    .map((piece) => {
      try {
        return encodeURIComponent(piece);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

/** A path or query value: encoded, or with its `%` left raw (broken percent-encoding). */
const encoded = (value: fc.Arbitrary<unknown>) =>
  fc.tuple(value, fc.boolean()).map(([v, raw]) => {
    const s = percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));
    return raw ? s.replaceAll('%25', '%') : s;
  });

function requestOf(op: Operation) {
  const path = fc.tuple(
    ...op.params
      .filter((p) => p.in === 'path')
      .map((p) => encoded(fromSchema(p.schema)).map((v) => [p.name, v] as const)),
  );
  const query = fc.array(
    fc.oneof(
      ...op.params
        .filter((p) => p.in === 'query')
        .map((p) => encoded(fromSchema(p.schema)).map((v) => `${p.name}=${v}`)),
      encoded(text).map((v) => `${v}=${v}`),
    ),
    { maxLength: 4 },
  );
  const jsonBody = fc.oneof(
    {
      weight: 6,
      arbitrary: fromSchema(op.body).map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })),
    },
    fc.constantFrom(
      { payload: '{"nom":', type: 'application/json' },
      { payload: 'nom=CV', type: 'application/x-www-form-urlencoded' },
      { payload: '<a/>', type: 'text/xml' },
      { payload: '', type: 'application/json' },
      { payload: '{"__proto__":{"x":1}}', type: 'application/json' },
    ),
  );
  const body = op.multipart ? applyForm() : op.method === 'POST' ? jsonBody : fc.constant(undefined);
  const caller = fc.constantFrom('admin', 'admin', 'admin', 'candidat', 'anonymous');
  return fc.record({ path, query, body, caller });
}

/** The apply form, field by field: absent, plausible, or wrong. */
function applyForm(): fc.Arbitrary<{ payload: string | Buffer; type: string; form?: FormParts }> {
  const file = fc.option(
    fc.record({
      content: fc.oneof(
        fc.constantFrom(fixture('cv.pdf'), fixture('lettre.docx'), fixture('programme.pdf'), Buffer.alloc(0)),
        fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
      ),
      filename: text,
    }),
    { nil: undefined },
  );
  const datas = fc.oneof(
    fc
      .record(
        {
          nom: text,
          prenom: text,
          email: fc.oneof(fc.emailAddress(), text),
          telephone: text,
          pays: wild,
          civilite: wild,
        },
        { requiredKeys: [] },
      )
      .map((d) => JSON.stringify(d)),
    text,
  );
  const field = (a: fc.Arbitrary<string>) => fc.option(a, { nil: undefined });
  return fc
    .record({
      fileCV: file,
      fileLM: file,
      nomFileCV: field(fc.oneof(fc.constant('CV'), text)),
      nomFileLM: field(fc.oneof(fc.constant('Lettre de motivation'), text)),
      postId: field(integerish.map(String)),
      datas: field(datas),
    })
    .map((form) => ({ payload: '', type: 'multipart/form-data', form: form as FormParts }));
}

let t: TestApp;
let admin: TestUser;
let candidat: TestUser;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('ADMIN');
  candidat = await t.signIn('CANDIDAT');
  await makeOpenVacancy(t.db);
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

  it(`answers no 5xx and only contract errors (${RUNS} requests per operation)`, async () => {
    let requests = 0;
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestOf(op), async ({ path, query, body, caller }) => {
          let url = op.path;
          for (const [name, value] of path) url = url.replace(`{${name}}`, value);
          if (query.length > 0) url += `?${query.join('&')}`;
          const headers: Record<string, string> = {};
          if (caller === 'admin') Object.assign(headers, admin.headers);
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
          expectNoServerError(res, `${op.method} ${url.slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(operations.length * RUNS);
  }, 600_000);
});
