import type { Civilite, Pays } from '@recrutement/contract';
import { useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/form/fields';
import type { ApplyFormInput } from '../apply-form-schema';

/** Who applies: civility, names, country, phone and e-mail. */
export function ApplicantFields({ civilites, pays }: { civilites: Civilite[]; pays: Pays[] }) {
  const { register, formState } = useFormContext<ApplyFormInput>();
  const { errors } = formState;
  return (
    <div className="row g-3">
      <SelectField
        wrapperClassName="col-12 col-sm-4"
        label="Civilite"
        error={errors.civilite?.message}
        {...register('civilite')}
      >
        <option value="">Choisissez…</option>
        {civilites.map((c) => (
          <option key={c.id} value={c.id}>
            {c.designation}
          </option>
        ))}
      </SelectField>
      <TextField
        wrapperClassName="col-12 col-sm-4"
        label="Prenom"
        autoComplete="given-name"
        error={errors.prenom?.message}
        {...register('prenom')}
      />
      <TextField
        wrapperClassName="col-12 col-sm-4"
        label="Nom"
        autoComplete="family-name"
        error={errors.nom?.message}
        {...register('nom')}
      />
      <SelectField wrapperClassName="col-12 col-sm-6" label="Pays" error={errors.pays?.message} {...register('pays')}>
        <option value="">Choisissez un pays…</option>
        {pays.map((p) => (
          <option key={p.id} value={p.id}>
            {p.designation} (+{p.abreviation})
          </option>
        ))}
      </SelectField>
      <TextField
        wrapperClassName="col-12 col-sm-6"
        label="Telephone"
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...register('telephone')}
      />
      <TextField
        wrapperClassName="col-12"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
    </div>
  );
}
