import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
});
afterAll(() => t.close());

describe('request log', () => {
  it('writes exactly one JSON line per request: method, path without its query, status, time', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/pays/list?page=1&size=2' });
    await t.app.inject({ url: '/nulle-part?secret=1' });
    await t.app.inject({
      method: 'POST',
      url: '/api/login1',
      payload: { email: 'x@example.com', password: 'Nope-1234' },
    });
    const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.req);
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.msg)).toEqual([
      expect.stringMatching(/^GET \/pays\/list 200 \d+(\.\d)? ms$/),
      expect.stringMatching(/^GET \/nulle-part 404 \d+(\.\d)? ms$/),
      expect.stringMatching(/^POST \/api\/login1 401 \d+(\.\d)? ms$/),
    ]);
    expect(entries[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/pays/list' },
      res: { statusCode: 200 },
    });
    expect(typeof entries[0].responseTime).toBe('number');
    expect(lines.join('')).not.toContain('secret=1');
    expect(lines.join('')).not.toContain('incoming request');
  });
});
