import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/civilite', () => {
  it('lists the civilities to anyone, in id order', async () => {
    const res = await get('/civilite/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, designation: 'Madame', abreviation: 'Mme' },
      { id: 2, designation: 'Mademoiselle', abreviation: 'Mlle' },
      { id: 3, designation: 'Monsieur', abreviation: 'Mr' },
    ]);
  });

  it('pages with X-Total-Count', async () => {
    const res = await get('/civilite/list?page=2&size=2');
    expect(res.json()).toEqual([{ id: 3, designation: 'Monsieur', abreviation: 'Mr' }]);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('finds one by designation ignoring case; the list route is not taken for a designation', async () => {
    expect((await get('/civilite/MONSIEUR')).json()).toEqual({ id: 3, designation: 'Monsieur', abreviation: 'Mr' });
    expect((await get('/civilite/list')).json()).toHaveLength(3);
  });

  it('answers 404 for an unknown designation', async () => {
    const res = await get('/civilite/Docteur');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: "Cette civilité n'existe pas." });
  });
});
