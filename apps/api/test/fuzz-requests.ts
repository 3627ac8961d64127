import fc from 'fast-check';
import { type FormParts, fixture } from './fixtures/apply-form.js';

/**
 * The random requests of the fuzz (fuzz-suite.ts): for one operation of the OpenAPI document, its
 * path parameters, query and body drawn from its schemas — plausible values, values of the wrong
 * type, and the nasty ones — and the apply form field by field.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
}
export interface Operation {
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
  'é'.repeat(256),
  '😀'.repeat(300),
  `${'ü'.repeat(5000)}.pdf`,
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

export function requestOf(op: Operation) {
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
