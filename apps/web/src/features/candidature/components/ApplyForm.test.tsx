import { messages } from '@recrutement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetch, stubXhr } from '../../../lib/testing';
import { APPLICANT_DATAS, APPLY_REFERENCES, attachBoth, fileInputs, fillApplicant, pdf } from '../testing/apply-form';
import { ApplyForm } from './ApplyForm';

async function renderForm(onApplied = vi.fn()) {
  stubFetch(({ url }) => (url in APPLY_REFERENCES ? { body: APPLY_REFERENCES[url] } : undefined));
  renderRoute(<ApplyForm postId={12} onApplied={onApplied} />, { path: '/apply' });
  await screen.findByRole('form', { name: 'Postuler à cette offre' });
  return onApplied;
}

afterEach(() => vi.unstubAllGlobals());

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
