import { messages } from '@recrutement/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth';
import { renderRoute, stubFetch } from '../../../lib/testing';
import { RegisterForm } from './RegisterForm';

function hints() {
  const field = screen.getByLabelText('Mot de passe');
  const id = field.getAttribute('aria-describedby') ?? '';
  const region = document.getElementById(id.split(' ').pop() ?? '');
  if (!region) throw new Error('no hints region');
  return within(region)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
}

async function fillPerson() {
  await userEvent.type(screen.getByLabelText('Nom'), 'Durand');
  await userEvent.type(screen.getByLabelText('Prénom'), 'Marie');
  await userEvent.type(screen.getByLabelText('Téléphone'), '0612345678');
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'marie@example.com');
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('RegisterForm', () => {
  it('shows the password rules live, in the order of the spec', async () => {
    stubFetch(() => undefined);
    renderRoute(<RegisterForm />, { path: '/register' });
    const password = screen.getByLabelText('Mot de passe');
    await userEvent.click(password);
    await userEvent.tab();
    expect(hints()).toEqual(['Le mot de passe est obligatoire.']);
    await userEvent.type(password, 'abc');
    expect(hints()).toEqual([messages.passwordMin, messages.passwordUpper, messages.passwordDigit]);
    await userEvent.type(password, 'defgh');
    expect(hints()).toEqual([messages.passwordUpper, messages.passwordDigit]);
    await userEvent.clear(password);
    await userEvent.type(password, 'Abcdefgh');
    expect(hints()).toEqual([messages.passwordDigit]);
    await userEvent.type(password, '1');
    expect(hints()).toEqual([]);
    expect(screen.getByText('Mot de passe conforme.')).toBeInTheDocument();
  });

  it('sends nothing while the password breaks a rule', async () => {
    const calls = stubFetch(() => undefined);
    renderRoute(<RegisterForm />, { path: '/register' });
    await fillPerson();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(hints()).toEqual([messages.passwordUpper, messages.passwordDigit]);
    expect(calls).toHaveLength(0);
  });

  it('says so in the page once registered, and signs in', async () => {
    const calls = stubFetch(({ url }) => {
      if (url === '/api/register') return { status: 201, body: { token: 't', id: 2, id_individu: 3 } };
      if (url.startsWith('/user/')) {
        return { body: { id: 2, email: 'marie@example.com', role: 'CANDIDAT', individu: null, dateCreation: '' } };
      }
      return undefined;
    });
    renderRoute(<RegisterForm />, { path: '/register' });
    await fillPerson();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Abcdefg1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByText(/Vous êtes bien enregistré/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      email: 'marie@example.com',
      password: 'Abcdefg1',
      individu: { nom: 'Durand', prenom: 'Marie', telephone: '0612345678' },
      langue: 'fr',
    });
    expect(authStore.get().signedIn).toBe(true);
  });

  it("shows the server's refusal in the page and next to the field", async () => {
    stubFetch(({ url }) =>
      url === '/api/register'
        ? {
            status: 409,
            body: {
              status: 409,
              code: 'CONFLICT',
              message: messages.emailTaken,
              fields: { email: messages.emailTaken },
            },
          }
        : undefined,
    );
    renderRoute(<RegisterForm />, { path: '/register' });
    await fillPerson();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Abcdefg1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailTaken);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(messages.emailTaken);
  });

  it("falls back to 'Une erreur s'est produite' when the server gives no message", async () => {
    stubFetch(({ url }) => (url === '/api/register' ? { status: 500, body: {} } : undefined));
    renderRoute(<RegisterForm />, { path: '/register' });
    await fillPerson();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Abcdefg1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Une erreur s'est produite");
  });
});
