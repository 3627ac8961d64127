import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MAX_UPLOAD_MB, messages } from '@recrutement/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { CheckboxField } from './CheckboxField';
import { FileField } from './FileField';
import { SelectField } from './SelectField';
import { applyServerFieldErrors } from './server-field-errors';
import { TextField } from './TextField';
import { fileHint, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, requiredFileSchema } from './upload-limit';

const refusal = (fields: Record<string, string>) =>
  new ApiError(400, { status: 400, code: 'VALIDATION', message: messages.validation, fields });

/** A form of the kit whose submit button sends the given server refusal into it. */
function ServerRefusedForm({
  fields,
  onUnmatched,
}: {
  fields: Record<string, string>;
  onUnmatched: (k: string[]) => void;
}) {
  const form = useForm({ defaultValues: { nom: '', poste: { id: '' }, status: false } });
  const refuse = () =>
    onUnmatched(
      applyServerFieldErrors(refusal(fields), form.setError, ['nom', 'poste.id'], (k) => k.replace(/^individu\./, '')),
    );
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(refuse)}>
      <TextField label="Nom" required error={errors.nom?.message} {...form.register('nom')} />
      <SelectField
        label="Poste"
        placeholder="Choisir"
        options={[{ value: '1', label: 'Comptable' }]}
        error={errors.poste?.id?.message}
        {...form.register('poste.id')}
      />
      <CheckboxField asSwitch label="Statut" {...form.register('status')} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('the form kit', () => {
  it('puts each server refusal next to its field, focuses the first and answers the keys it could not place', async () => {
    let unmatched: string[] = [];
    render(
      <ServerRefusedForm
        fields={{ 'individu.nom': 'Le nom est trop long.', poste: 'Poste inconnu.', autre: 'Ailleurs.' }}
        onUnmatched={(keys) => {
          unmatched = keys;
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const nom = screen.getByRole('textbox', { name: /Nom/ });
    await waitFor(() => expect(nom).toHaveAccessibleDescription('Le nom est trop long.'));
    expect(nom).toHaveFocus();
    expect(nom).toHaveAttribute('aria-invalid', 'true');
    expect(nom).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: 'Poste' })).toHaveAccessibleDescription('Poste inconnu.');
    expect(unmatched).toEqual(['autre']);
  });

  it('draws a switch that screen readers announce as one', () => {
    render(<ServerRefusedForm fields={{}} onUnmatched={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Statut' })).not.toBeChecked();
  });

  it('says the select is loading and keeps it disabled meanwhile', () => {
    render(<SelectField label="Offre" placeholder="Choisir" loading options={[]} />);
    const select = screen.getByRole('combobox', { name: 'Offre' });
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('Chargement…');
  });
});

function OneFileForm() {
  const form = useForm<{ file: File | undefined }>({
    resolver: zodResolver(z.object({ file: requiredFileSchema })),
    mode: 'onTouched',
  });
  return (
    <FormProvider {...form}>
      <form>
        <FileField<{ file: File | undefined }> name="file" required />
      </form>
    </FormProvider>
  );
}

describe('the file field', () => {
  it('states the accepted types and the size limit of the configuration', () => {
    render(<OneFileForm />);
    // No MAX_UPLOAD_MB at build time in the tests: the contract's default applies.
    expect(MAX_UPLOAD_MB).toBe(DEFAULT_MAX_UPLOAD_MB);
    expect(fileHint()).toBe(`PDF, DOC, DOCX, ODT, RTF, PNG ou JPEG, ${DEFAULT_MAX_UPLOAD_MB} Mo au plus.`);
    expect(screen.getByLabelText(/Fichier/)).toHaveAccessibleDescription(fileHint());
    expect(screen.getByLabelText(/Fichier/)).toBeRequired();
  });

  it('refuses a file over the limit as soon as it is chosen, and takes one at the limit', async () => {
    render(<OneFileForm />);
    const input = screen.getByLabelText(/Fichier/);
    const sized = (size: number) => new File([new Uint8Array(size)], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, sized(MAX_UPLOAD_BYTES + 1));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(`${messages.fileTooLarge(MAX_UPLOAD_MB)} ${fileHint()}`),
    );
    await userEvent.upload(input, sized(MAX_UPLOAD_BYTES));
    await waitFor(() => expect(input).toHaveAccessibleDescription(fileHint()));
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
