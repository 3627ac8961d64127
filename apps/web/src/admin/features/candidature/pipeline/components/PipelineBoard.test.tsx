import type { Candidature } from '@recrutement/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../../../lib/auth';
import { candidature, ETATS } from '../../../../testing/fixtures';
import { mockApi, page } from '../../../../testing/mock-api';
import { renderAdmin, signInAs } from '../../../../testing/render-admin';
import { columnQuery, moveCardInCache } from '../api/board';
import { columnKeyboardCoordinates } from '../board-a11y';

afterEach(() => authStore.clear());

const cards = (etat: number, count: number, from = 0): Candidature[] =>
  Array.from({ length: count }, (_, i) =>
    candidature({
      id: etat * 1000 + from + i,
      etatCandidature: ETATS[etat - 1] as Candidature['etatCandidature'],
      individu: { ...candidature().individu, prenom: `P${etat}-${from + i}` },
    }),
  );

describe('pipeline board', () => {
  it('shows a column per status with its count and its first twenty cards, more on demand', async () => {
    const api = mockApi({
      'GET /candidature/noms-postes': () => ({ body: [] }),
      'GET /stats/dashboard': () => ({ status: 503, body: {} }),
      'GET /etat-candidature/list': () => ({ body: ETATS }),
      'GET /candidature/list': (call) => {
        const etat = Number(call.query.get('etat'));
        const p = Number(call.query.get('page'));
        if (etat === 1) return page(cards(1, 20, (p - 1) * 20), 1000);
        if (etat === 2) return page(cards(2, 2), 2);
        return page([], 0);
      },
    });
    signInAs('ADMIN');
    const { user } = renderAdmin('/admin/pipeline?posteVacant=5');
    const sent = await screen.findByRole('region', { name: /^envoyée/ });
    // 1 000: the count is formatted by Intl (a narrow space, read as a space by the matcher).
    expect(await within(sent).findByText('1 000')).toBeInTheDocument();
    expect(within(sent).getAllByRole('listitem')).toHaveLength(20);
    expect(await within(screen.getByRole('region', { name: /^consultée/ })).findByText('2')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: /^En cours/ })).findByText('Aucune candidature.'),
    ).toBeInTheDocument();
    const first = api.callsTo('GET', '/candidature/list').find((c) => c.query.get('etat') === '1')?.query;
    expect(Object.fromEntries(first ?? [])).toEqual({
      etat: '1',
      posteVacant: '5',
      tri: '-date',
      page: '1',
      size: '20',
    });

    await user.click(within(sent).getByRole('button', { name: /Afficher 20 de plus/ }));
    expect(await within(sent).findByRole('link', { name: 'P1-39 Martin' })).toBeInTheDocument();
    expect(within(sent).getAllByRole('listitem')).toHaveLength(40);
    // Each card: a handle the keyboard picks up, the name to open the sheet.
    const card = within(sent).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Déplacer la candidature de P1-0 Martin' })).toHaveAttribute(
      'aria-roledescription',
      'carte déplaçable',
    );
    expect(within(card).getByRole('link', { name: 'P1-0 Martin' })).toHaveAttribute(
      'href',
      '/admin/candidature/fiche/1000',
    );
  });
});

describe('moving a card in the cache', () => {
  it('moves it at once, fixes both counts, and puts everything back when undone', () => {
    const client = new QueryClient();
    const from = ETATS[0] as Candidature['etatCandidature'];
    const to = ETATS[2] as Candidature['etatCandidature'];
    const fromKey = columnQuery(from.id, undefined).queryKey;
    const toKey = columnQuery(to.id, undefined).queryKey;
    client.setQueryData(fromKey, { pages: [{ items: cards(1, 3), total: 30 }], pageParams: [1] });
    client.setQueryData(toKey, { pages: [{ items: cards(3, 1), total: 1 }], pageParams: [1] });
    const moved = cards(1, 3)[1] as Candidature;
    const undo = moveCardInCache(client, moved, from, to, undefined);
    const after = { from: client.getQueryData(fromKey), to: client.getQueryData(toKey) };
    expect(after.from?.pages[0]?.items.map((c) => c.id)).toEqual([1000, 1002]);
    expect(after.from?.pages[0]?.total).toBe(29);
    expect(after.to?.pages[0]?.items.map((c) => [c.id, c.etatCandidature.id])).toEqual([
      [1001, 3],
      [3000, 3],
    ]);
    expect(after.to?.pages[0]?.total).toBe(2);
    undo();
    expect(client.getQueryData(fromKey)?.pages[0]?.total).toBe(30);
    expect(client.getQueryData(fromKey)?.pages[0]?.items).toHaveLength(3);
    expect(client.getQueryData(toKey)?.pages[0]?.items.map((c) => c.id)).toEqual([3000]);
  });
});

describe('keyboard moves between columns', () => {
  const rect = (left: number) => ({ left, top: 100, width: 200, height: 500, right: left + 200, bottom: 600 });
  const context = (overId: string | null) => {
    const ids = ['etat-1', 'etat-2', 'etat-3'];
    return {
      active: { id: 'card-1' },
      collisionRect: { left: 20, top: 120, width: 180, height: 80, right: 200, bottom: 200 },
      droppableRects: new Map(ids.map((id, i) => [id, rect(i * 220)])),
      droppableContainers: { getEnabled: () => ids.map((id) => ({ id })) },
      over: overId ? { id: overId } : null,
    };
  };
  const press = (code: string, overId: string | null) =>
    columnKeyboardCoordinates({ code, preventDefault: () => {} } as KeyboardEvent, {
      active: 'card-1',
      currentCoordinates: { x: 20, y: 120 },
      context: context(overId) as never,
    });

  it('goes to the next or previous column, and nowhere past the ends or up and down', () => {
    expect(press('ArrowRight', null)).toEqual({ x: 230, y: 108 });
    expect(press('ArrowRight', 'etat-2')).toEqual({ x: 450, y: 108 });
    expect(press('ArrowLeft', 'etat-2')).toEqual({ x: 10, y: 108 });
    expect(press('ArrowRight', 'etat-3')).toBeUndefined();
    expect(press('ArrowLeft', 'etat-1')).toBeUndefined();
    expect(press('ArrowDown', 'etat-1')).toBeUndefined();
  });
});
