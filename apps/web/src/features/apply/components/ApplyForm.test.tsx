import { cvMessages, messages, questionMessages } from '@recrutement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureFirstTouch, resetFirstTouch } from '../../../lib/first-touch';
import { renderRoute, stubFetch, stubXhr } from '../../../lib/testing';
import { APPLICANT_DATAS, APPLY_REFERENCES, attachBoth, fileInputs, fillApplicant, pdf } from '../testing/apply-form';
import { ApplyForm } from './ApplyForm';

const QUESTIONS = [
  { id: 31, libelle: 'Avez-vous le permis B ?', type: 'OUI_NON', choix: [], obligatoire: true },
  { id: 32, libelle: 'Niveau d’anglais', type: 'CHOIX', choix: ['B2', 'C1'], obligatoire: true },
  { id: 33, libelle: 'Années d’expérience', type: 'NOMBRE', choix: [], obligatoire: false },
];

async function renderForm(onApplied = vi.fn(), questions: unknown[] = []) {
  const references: Record<string, unknown> = { ...APPLY_REFERENCES, '/poste-vacant/12/questions': questions };
  stubFetch(({ url }) => (url in references ? { body: references[url] } : undefined));
  renderRoute(<ApplyForm postId={12} onApplied={onApplied} />, { path: '/apply' });
  await screen.findByRole('form', { name: 'Postuler à cette offre' });
  return onApplied;
}

afterEach(() => vi.unstubAllGlobals());

describe('ApplyForm: prefill from the CV (§19)', () => {
  const READ = { nom: 'Dupont', prenom: 'Jean', email: 'jean.dupont@example.com', telephone: '+33612345678' };

  async function renderWithReader(answer: { status?: number; body: unknown }) {
    const calls = stubFetch(({ url }) =>
      url in APPLY_REFERENCES ? { body: APPLY_REFERENCES[url] } : url === '/api/cv/lecture' ? answer : undefined,
    );
    renderRoute(<ApplyForm postId={12} onApplied={vi.fn()} />, { path: '/apply' });
    await screen.findByRole('form', { name: 'Postuler à cette offre' });
    return calls;
  }

  it('fills only the empty fields, marks them, keeps what was typed, and drops a mark once edited', async () => {
    const calls = await renderWithReader({ body: READ });
    await userEvent.type(screen.getByLabelText('Prénom'), 'Marie');
    await userEvent.upload(fileInputs()[0]!, pdf());
    expect(await screen.findByText(cvMessages.prefillDone(3))).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/cv/lecture');
    expect((sent?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    // Typed: kept, and not marked.
    expect(screen.getByLabelText('Prénom')).toHaveValue('Marie');
    expect(screen.getByLabelText('Prénom')).not.toHaveAccessibleDescription(
      expect.stringContaining(cvMessages.prefilled),
    );
    for (const [label, value] of [
      ['Nom', 'Dupont'],
      ['Adresse e-mail', 'jean.dupont@example.com'],
      ['Téléphone', '+33612345678'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(cvMessages.prefilled));
    }
    await userEvent.type(screen.getByLabelText('Nom'), '-Martin');
    expect(screen.getByLabelText('Nom')).toHaveValue('Dupont-Martin');
    expect(screen.getByLabelText('Nom')).not.toHaveAccessibleDescription(expect.stringContaining(cvMessages.prefilled));
  });

  it('leaves the form as it is when prefill is off (404) or reads nothing', async () => {
    const calls = await renderWithReader({ status: 404, body: { code: 'NOT_FOUND', message: messages.notFound } });
    await userEvent.upload(fileInputs()[0]!, pdf());
    await waitFor(() => expect(calls.some((c) => c.url === '/api/cv/lecture')).toBe(true));
    await waitFor(() => expect(screen.queryByText(cvMessages.prefillReading)).toBeNull());
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.queryByText(/pré-rempli/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the CV gives nothing', async () => {
    await renderWithReader({ body: { nom: null, prenom: null, email: null, telephone: null } });
    await userEvent.upload(fileInputs()[0]!, pdf());
    expect(await screen.findByText(cvMessages.prefillDone(0))).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('');
  });
});

describe('ApplyForm', () => {
  it('sends nothing while files are missing, and says so next to each file', async () => {
    const onApplied = await renderForm();
    const sent = stubXhr({ body: { idIndividu: '5', idCandidature: 9 } });
    await fillApplicant(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    const [cv, lm] = fileInputs();
    await waitFor(() => expect(cv).toHaveAccessibleDescription(expect.stringContaining(messages.fileRequired)));
    expect(lm).toHaveAccessibleDescription(expect.stringContaining(messages.fileRequired));
    expect(sent).toHaveLength(0);
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('refuses a file type the server would refuse, as soon as it is chosen', async () => {
    await renderForm();
    const sent = stubXhr({ body: {} });
    const [cv] = fileInputs();
    await userEvent.upload(cv!, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    await waitFor(() => expect(cv).toHaveAccessibleDescription(expect.stringContaining(messages.fileType)));
    await fillApplicant(userEvent);
    await userEvent.upload(fileInputs()[1]!, pdf('lettre.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a file larger than the limit before sending', async () => {
    await renderForm();
    const [cv] = fileInputs();
    await userEvent.upload(cv!, pdf('big.pdf', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(cv).toHaveAccessibleDescription(expect.stringContaining(messages.fileTooLarge(10))));
  });

  it('sends the multipart form of the contract', async () => {
    const onApplied = await renderForm();
    const sent = stubXhr({ body: { idIndividu: '5', idCandidature: 9 } });
    await fillApplicant(userEvent);
    await attachBoth(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith({ idIndividu: '5', idCandidature: 9 }));
    const form = sent[0]!;
    expect(form.get('postId')).toBe('12');
    expect(form.get('nomFileCV')).toBe('CV');
    expect(form.get('nomFileLM')).toBe('Lettre de motivation');
    expect((form.get('fileCV') as File).name).toBe('cv.pdf');
    expect(JSON.parse(String(form.get('datas')))).toEqual(APPLICANT_DATAS);
    // The talent-pool box is optional and unticked: the field is not sent at all.
    expect(form.has('consentementVivier')).toBe(false);
    // No first touch (the landing page carried no utm_* or ref): no source (§22).
    expect(form.has('source')).toBe(false);
  });

  it("sends the landing page's first touch as the source (§22)", async () => {
    resetFirstTouch();
    captureFirstTouch('?utm_source=indeed&utm_medium=flux&q=java');
    // A later page's parameters never replace the first touch.
    captureFirstTouch('?utm_source=linkedin');
    try {
      const onApplied = await renderForm();
      const sent = stubXhr({ body: { idIndividu: '5', idCandidature: 9 } });
      await fillApplicant(userEvent);
      await attachBoth(userEvent);
      await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
      await waitFor(() => expect(onApplied).toHaveBeenCalled());
      expect(JSON.parse(String(sent[0]?.get('source')))).toEqual({ utm_source: 'indeed', utm_medium: 'flux' });
    } finally {
      resetFirstTouch();
    }
  });

  it('says who processes the data, links the privacy notice, and sends the talent-pool consent when ticked', async () => {
    await renderForm();
    const sent = stubXhr({ body: { idIndividu: '5', idCandidature: 9 } });
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
    const box = screen.getByRole('checkbox', { name: /vivier de talents/ });
    expect(box).not.toBeChecked();
    await fillApplicant(userEvent);
    await attachBoth(userEvent);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('consentementVivier')).toBe('true');
    expect(JSON.parse(String(sent[0]!.get('datas')))).not.toHaveProperty('consentementVivier');
  });

  it("shows each of the server's refusals next to its field", async () => {
    const onApplied = await renderForm();
    stubXhr({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION',
        message: messages.validation,
        fields: { telephone: messages.telephoneInvalid, fileCV: messages.fileType },
      },
    });
    await fillApplicant(userEvent);
    await attachBoth(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validation);
    expect(screen.getByLabelText('Téléphone')).toHaveAccessibleDescription(messages.telephoneInvalid);
    expect(fileInputs()[0]).toHaveAccessibleDescription(expect.stringContaining(messages.fileType));
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('asks the screening questions and checks them with the rest of the form, as the server does (§16)', async () => {
    const onApplied = await renderForm(vi.fn(), QUESTIONS);
    const sent = stubXhr({ body: { idIndividu: '5', idCandidature: 9 } });
    const permis = await screen.findByRole('group', { name: /Avez-vous le permis B/ });
    await userEvent.type(screen.getByLabelText('Années d’expérience'), 'dix');
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    // Every problem at once: the files and the answers.
    await waitFor(() => expect(permis).toHaveAccessibleDescription(questionMessages.reponseRequired));
    expect(screen.getByLabelText(/Niveau d’anglais/)).toHaveAccessibleDescription(questionMessages.reponseRequired);
    expect(screen.getByLabelText('Années d’expérience')).toHaveAccessibleDescription(questionMessages.reponseNombre);
    expect(fileInputs()[0]).toHaveAccessibleDescription(expect.stringContaining(messages.fileRequired));
    expect(sent).toHaveLength(0);

    await fillApplicant(userEvent);
    await attachBoth(userEvent);
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }));
    await userEvent.selectOptions(screen.getByLabelText(/Niveau d’anglais/), 'C1');
    await userEvent.clear(screen.getByLabelText('Années d’expérience'));
    await userEvent.type(screen.getByLabelText('Années d’expérience'), '3,5');
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(JSON.parse(String(sent[0]!.get('reponses')))).toEqual([
      { question: { id: 31 }, valeur: false },
      { question: { id: 32 }, valeur: 'C1' },
      { question: { id: 33 }, valeur: 3.5 },
    ]);
  });

  it('shows the server’s refusal of an answer next to its question', async () => {
    await renderForm(vi.fn(), QUESTIONS);
    stubXhr({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION',
        message: messages.validation,
        fields: { 'reponses.32': questionMessages.reponseChoix },
      },
    });
    await fillApplicant(userEvent);
    await attachBoth(userEvent);
    await userEvent.click(await screen.findByRole('radio', { name: 'Oui' }));
    await userEvent.selectOptions(screen.getByLabelText(/Niveau d’anglais/), 'B2');
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Niveau d’anglais/)).toHaveAccessibleDescription(questionMessages.reponseChoix),
    );
  });

  it('shows a conflict at the top of the form', async () => {
    await renderForm();
    stubXhr({ status: 409, body: { status: 409, code: 'CONFLICT', message: messages.alreadyApplied } });
    await fillApplicant(userEvent);
    await attachBoth(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.alreadyApplied);
    expect(screen.getByRole('button', { name: 'Postuler' })).toBeEnabled();
  });
});
