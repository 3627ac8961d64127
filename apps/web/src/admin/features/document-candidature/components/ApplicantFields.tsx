import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { RecordApplicationOutput, RecordApplicationValues } from '../record-application';
import type { RecordApplicationOptions } from './useRecordApplicationOptions';

interface ApplicantFieldsProps {
  form: UseFormReturn<RecordApplicationValues, unknown, RecordApplicationOutput>;
  options: RecordApplicationOptions;
}

/** Who applies: the same fields as the public apply form (spec §2). */
export function ApplicantFields({ form, options }: ApplicantFieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="row">
      <div className="col-sm-4">
        <SelectField
          label="Civilite"
          placeholder="Choisir"
          registration={form.register('civilite')}
          options={options.civilites.map((c) => ({ value: String(c.id), label: c.designation }))}
          error={errors.civilite?.message}
          required
        />
      </div>
      <div className="col-sm-4">
        <TextField label="Prenom" registration={form.register('prenom')} error={errors.prenom?.message} required />
      </div>
      <div className="col-sm-4">
        <TextField label="Nom" registration={form.register('nom')} error={errors.nom?.message} required />
      </div>
      <div className="col-sm-4">
        <SelectField
          label="Pays"
          placeholder="Choisir un pays"
          registration={form.register('pays')}
          options={options.pays.map((p) => ({ value: String(p.id), label: `${p.designation} (+${p.abreviation})` }))}
          error={errors.pays?.message}
          required
        />
      </div>
      <div className="col-sm-4">
        <TextField
          label="Telephone"
          type="tel"
          registration={form.register('telephone')}
          error={errors.telephone?.message}
          required
        />
      </div>
      <div className="col-sm-4">
        <TextField
          label="Email"
          type="email"
          registration={form.register('email')}
          error={errors.email?.message}
          required
        />
      </div>
    </div>
  );
}
