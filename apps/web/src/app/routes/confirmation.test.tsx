import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../lib/testing';
import { Component as ConfirmationPage } from './confirmation';

describe('Confirmation page', () => {
  it.each([
    ['Continuer', '/offre'],
    ['Annuler', '/'],
  ])('%s navigates to %s after 500 ms', async (button, target) => {
    renderRoute(<ConfirmationPage />, { path: '/confirmation' });
    const dialog = screen.getByRole('dialog', { name: 'Votre candidature est bien enregistrée' });
    const clickedAt = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(screen.getByTestId('location').textContent).toBe('/confirmation');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(target), { timeout: 2000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(450);
  });
});
