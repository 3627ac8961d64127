import type { PosteDeTravail, SessionCandidature, TypeContrat } from '@recrutement/contract';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../ui/SelectField';
import type { PosteVacantFormOutput, PosteVacantFormValues } from './PosteVacantForm';

export interface PosteVacantOptions {
  postes: PosteDeTravail[];
  sessions: SessionCandidature[];
  types: TypeContrat[];
}

interface PosteVacantSelectsProps {
  form: UseFormReturn<PosteVacantFormValues, unknown, PosteVacantFormOutput>;
  options: PosteVacantOptions;
}

/** Work post by name, session by reference, contract type by type (spec §2). */
export function PosteVacantSelects({ form, options }: PosteVacantSelectsProps) {
  const { errors } = form.formState;
  return (
    <div className="row">
      <div className="col-md-4">
        <SelectField
          label="Poste de travail"
          placeholder="Choisir un poste"
          registration={form.register('poste.id')}
          options={options.postes.map((p) => ({ value: String(p.id), label: p.nom }))}
          error={errors.poste?.id?.message ?? errors.poste?.message}
          required
        />
      </div>
      <div className="col-md-4">
        <SelectField
          label="Session de candidature"
          placeholder="Choisir une session"
          registration={form.register('session.id')}
          options={options.sessions.map((s) => ({ value: String(s.id), label: s.reference }))}
          error={errors.session?.id?.message ?? errors.session?.message}
          required
        />
      </div>
      <div className="col-md-4">
        <SelectField
          label="Type de contrat"
          placeholder="Choisir un type"
          registration={form.register('typeContrat.id')}
          options={options.types.map((t) => ({ value: String(t.id), label: t.type }))}
          error={errors.typeContrat?.id?.message ?? errors.typeContrat?.message}
          required
        />
      </div>
    </div>
  );
}
