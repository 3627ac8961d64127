import type { Civilite, Pays } from '@recrutement/contract';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { ApplyFormInput } from '../apply-form-schema';

interface ApplicantFieldsProps {
  civilites: Civilite[];
  pays: Pays[];
  /** Off when someone fills the form for another person: the browser must not offer their own details. */
  autoFill: boolean;
}

/** Who applies: civility, names, country, phone and e-mail. */
export function ApplicantFields({ civilites, pays, autoFill }: ApplicantFieldsProps) {
  const { register, formState } = useFormContext<ApplyFormInput>();
  const { errors } = formState;
  const auto = (token: string) => (autoFill ? token : 'off');
  return (
    <div className="row g-3">
      <SelectField
        wrapperClassName="col-12 col-sm-4"
        label="Civilite"
        placeholder="Choisissez…"
        options={civilites.map((c) => ({ value: String(c.id), label: c.designation }))}
        error={errors.civilite?.message}
        {...register('civilite')}
      />
      <TextField
        wrapperClassName="col-12 col-sm-4"
        label="Prenom"
        autoComplete={auto('given-name')}
        error={errors.prenom?.message}
        {...register('prenom')}
      />
      <TextField
        wrapperClassName="col-12 col-sm-4"
        label="Nom"
        autoComplete={auto('family-name')}
        error={errors.nom?.message}
        {...register('nom')}
      />
      <SelectField
        wrapperClassName="col-12 col-sm-6"
        label="Pays"
        placeholder="Choisissez un pays…"
        options={pays.map((p) => ({ value: String(p.id), label: `${p.designation} (+${p.abreviation})` }))}
        error={errors.pays?.message}
        {...register('pays')}
      />
      <TextField
        wrapperClassName="col-12 col-sm-6"
        label="Telephone"
        type="tel"
        autoComplete={auto('tel')}
        error={errors.telephone?.message}
        {...register('telephone')}
      />
      <TextField
        wrapperClassName="col-12"
        label="Email"
        type="email"
        autoComplete={auto('email')}
        error={errors.email?.message}
        {...register('email')}
      />
    </div>
  );
}
