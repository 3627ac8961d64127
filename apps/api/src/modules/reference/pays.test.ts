import { messages } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /pays/list', () => {
  it('answers every country to anyone, in French alphabetical order', async () => {
    const res = await get('/pays/list');
    expect(res.statusCode).toBe(200);
    const pays: { designation: string }[] = res.json();
    expect(pays.length).toBeGreaterThanOrEqual(249);
    const names = pays.map((p) => p.designation);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    // Accented capitals sort with their letter, not after Z.
    expect(names.indexOf('ÉGYPTE')).toBeLessThan(names.indexOf('FRANCE'));
    expect(res.headers['x-total-count']).toBe(String(pays.length));
  });

  it('sends the exact wire shape', async () => {
    const france = (await get('/pays/list')).json().find((p: { code: string }) => p.code === 'FR');
    expect(france).toEqual({ id: expect.any(Number), designation: 'FRANCE', abreviation: '33', code: 'FR' });
  });

  it('pages in the same order with X-Total-Count', async () => {
    const all = (await get('/pays/list')).json();
    const res = await get('/pays/list?page=2&size=10');
    expect(res.json()).toEqual(all.slice(10, 20));
    expect(res.headers['x-total-count']).toBe(String(all.length));
    expect((await get('/pays/list?page=100&size=100')).json()).toEqual([]);
    expect((await get('/pays/list?page=abc')).json().fields).toEqual({ page: messages.pageInvalid });
  });
});

describe('GET /pays/list/{designation}', () => {
  it('finds a country ignoring case', async () => {
    const res = await get('/pays/list/france');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ designation: 'FRANCE', code: 'FR', abreviation: '33' });
    expect((await get(`/pays/list/${encodeURIComponent('Égypte')}`)).json().code).toBe('EG');
  });

  it('answers 404 when no country has that name', async () => {
    const res = await get('/pays/list/Atlantide');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: "Ce pays n'existe pas." });
  });
});
