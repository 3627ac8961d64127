import { type QuestionPublique, REPONSE_TEXTE_MAX } from '@recrutement/contract';
import { useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SelectField } from '../../../components/form/SelectField';
import { TextareaField } from '../../../components/form/TextareaField';
import { TextField } from '../../../components/form/TextField';
import type { ApplyFormInput } from '../apply-form-schema';
import { reponseField } from '../reponses';

const YES_NO = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
] as const;

/** The vacancy's screening questions (contract §16), each with the control of its type. */
export function QuestionFields({ questions }: { questions: QuestionPublique[] }) {
  const { register, formState } = useFormContext<ApplyFormInput>();
  if (questions.length === 0) return null;
  const errors = (formState.errors.reponses ?? {}) as Record<string, { message?: string } | undefined>;
  return (
    <fieldset className="mt-4">
      <legend className="h5">Questions du recruteur</legend>
      {questions.map((question) => {
        const name = `reponses.${reponseField(question.id)}` as const;
        const common = {
          label: question.libelle,
          required: question.obligatoire,
          error: errors[reponseField(question.id)]?.message,
          ...register(name as 'reponses'),
        };
        switch (question.type) {
          case 'OUI_NON':
            return <RadioGroupField key={question.id} options={YES_NO} {...common} />;
          case 'CHOIX':
            return (
              <SelectField
                key={question.id}
                placeholder="Choisissez…"
                options={question.choix.map((choix) => ({ value: choix, label: choix }))}
                {...common}
              />
            );
          case 'NOMBRE':
            return <TextField key={question.id} type="text" inputMode="decimal" autoComplete="off" {...common} />;
          default:
            return <TextareaField key={question.id} rows={2} maxLength={REPONSE_TEXTE_MAX} {...common} />;
        }
      })}
    </fieldset>
  );
}
