import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/docs (Swagger UI)', () => {
  it.each(['/docs', '/docs/', '/docs/static/index.html', '/docs/static/swagger-ui-bundle.js', '/docs/json'])(
    '%s is sent with a CSP that trusts only this server and forbids framing',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(400);
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/https:|http:|\*/);
      expect(csp).not.toMatch(/unsafe-eval/);
    },
  );

  it('still loads its page and scripts from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script [^>]*src="https?:/);
  });
});
