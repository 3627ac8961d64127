import { type QuestionPublique, REPONSE_TEXTE_MAX } from '@recrutement/contract';
import { useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SelectField } from '../../../components/form/SelectField';
import { TextareaField } from '../../../components/form/TextareaField';
import { TextField } from '../../../components/form/TextField';
import { t } from '../../../i18n/i18n';
import type { ApplyFormInput } from '../apply-form-schema';
import { reponseField } from '../reponses';

/** The vacancy's screening questions (contract §16), each with the control of its type. */
export function QuestionFields({ questions }: { questions: QuestionPublique[] }) {
  const { register, formState } = useFormContext<ApplyFormInput>();
  if (questions.length === 0) return null;
  const errors = (formState.errors.reponses ?? {}) as Record<string, { message?: string } | undefined>;
  const yesNo = [
    { value: 'true', label: t('apply.questions.yes') },
    { value: 'false', label: t('apply.questions.no') },
  ];
  return (
    <fieldset className="mt-4">
      <legend className="h5">{t('apply.questions.legend')}</legend>
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
            return <RadioGroupField key={question.id} options={yesNo} {...common} />;
          case 'CHOIX':
            return (
              <SelectField
                key={question.id}
                placeholder={t('apply.choose')}
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
