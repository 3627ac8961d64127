import type { Civilite, Pays } from '@recrutement/contract';
import { useFormContext } from 'react-hook-form';
import { PersonField } from '../../../components/form/PersonField';
import { SelectField } from '../../../components/form/SelectField';
import { useCountryName } from '../../../i18n/country-names';
import { locale, refLabel, t } from '../../../i18n/i18n';
import type { ApplyFormInput } from '../apply-form-schema';
import type { PrefillField } from '../use-cv-prefill';

interface ApplicantFieldsProps {
  civilites: Civilite[];
  pays: Pays[];
  /** Off when someone fills the form for another person: the browser must not offer their own details. */
  autoFill: boolean;
  /** Fields filled from the CV (§19): marked until the person edits them. */
  prefilled?: ReadonlySet<PrefillField>;
  onEdit?: (name: PrefillField) => void;
}

/** The mark of a field filled from the CV. */
function PrefilledHint() {
  return (
    <span className="text-warning-emphasis">
      <i className="bi bi-magic me-1" aria-hidden="true" />
      {t('apply.cv.prefilled')}
    </span>
  );
}

/** Who applies: civility, names, country, phone and e-mail. */
export function ApplicantFields({ civilites, pays, autoFill, prefilled, onEdit }: ApplicantFieldsProps) {
  const { register, formState } = useFormContext<ApplyFormInput>();
  const { errors } = formState;
  const countryName = useCountryName();
  /** A field the CV may fill: its mark, and its edit that removes the mark. */
  const fillable = (name: PrefillField) => ({
    name,
    autoFill,
    hint: prefilled?.has(name) ? <PrefilledHint /> : undefined,
    onChange: () => onEdit?.(name),
  });
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
      <PersonField wrapperClassName="col-12 col-sm-4" label={t('apply.prenom')} {...fillable('prenom')} />
      <PersonField wrapperClassName="col-12 col-sm-4" label={t('apply.nom')} {...fillable('nom')} />
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
      <PersonField wrapperClassName="col-12 col-sm-6" label={t('apply.telephone')} {...fillable('telephone')} />
      <PersonField wrapperClassName="col-12" label={t('apply.email')} {...fillable('email')} />
    </div>
  );
}
