import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/type-contrat', () => {
  it('lists the contract types to anyone, in id order', async () => {
    const res = await get('/type-contrat/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, type: 'CDI' },
      { id: 2, type: 'CDD' },
      { id: 3, type: 'Intérim' },
      { id: 4, type: 'Stage' },
      { id: 5, type: 'Alternance' },
      { id: 6, type: 'Freelance' },
    ]);
  });

  it('pages with X-Total-Count', async () => {
    const res = await get('/type-contrat/list?page=3&size=2');
    expect(res.json()).toEqual([
      { id: 5, type: 'Alternance' },
      { id: 6, type: 'Freelance' },
    ]);
    expect(res.headers['x-total-count']).toBe('6');
  });

  it('finds one by type ignoring case; 404 when none', async () => {
    expect((await get('/type-contrat/cdd')).json()).toEqual({ id: 2, type: 'CDD' });
    expect((await get(`/type-contrat/${encodeURIComponent('INTÉRIM')}`)).json()).toEqual({ id: 3, type: 'Intérim' });
    const res = await get('/type-contrat/Bénévolat');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Ce type de contrat n'existe pas.");
  });

  it('has no write routes (the list is fixed)', async () => {
    const add = await t.app.inject({ method: 'POST', url: '/type-contrat/add', payload: { type: 'X' } });
    expect(add.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/type-contrat/delete/1' })).statusCode).toBe(404);
  });
});
