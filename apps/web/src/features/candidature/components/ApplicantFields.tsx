import type { Civilite, Pays } from '@recrutement/contract';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useCountryName } from '../../../i18n/country-names';
import { locale, refLabel, t } from '../../../i18n/i18n';
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
  const countryName = useCountryName();
  return (
    <div className="row g-3">
      <SelectField
        wrapperClassName="col-12 col-sm-4"
        label={t('apply.civilite')}
        placeholder={t('apply.choose')}
        options={civilites.map((c) => ({ value: String(c.id), label: refLabel(c.designation) }))}
        error={errors.civilite?.message}
        {...register('civilite')}
      />
      <TextField
        wrapperClassName="col-12 col-sm-4"
        label={t('apply.prenom')}
        autoComplete={auto('given-name')}
        error={errors.prenom?.message}
        {...register('prenom')}
      />
      <TextField
        wrapperClassName="col-12 col-sm-4"
        label={t('apply.nom')}
        autoComplete={auto('family-name')}
        error={errors.nom?.message}
        {...register('nom')}
      />
      <SelectField
        wrapperClassName="col-12 col-sm-6"
        label={t('apply.pays')}
        placeholder={t('apply.choosePays')}
        options={pays
          .map((p) => ({ value: String(p.id), label: `${countryName(p)} (+${p.abreviation})` }))
          .sort((a, b) => a.label.localeCompare(b.label, locale()))}
        error={errors.pays?.message}
        {...register('pays')}
      />
      <TextField
        wrapperClassName="col-12 col-sm-6"
        label={t('apply.telephone')}
        type="tel"
        autoComplete={auto('tel')}
        error={errors.telephone?.message}
        {...register('telephone')}
      />
      <TextField
        wrapperClassName="col-12"
        label={t('apply.email')}
        type="email"
        autoComplete={auto('email')}
        error={errors.email?.message}
        {...register('email')}
      />
    </div>
  );
}
