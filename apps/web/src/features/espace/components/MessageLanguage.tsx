import type { Langue } from '@recrutement/contract';
import { useForm } from 'react-hook-form';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { ErrorAlert } from '../../../components/PageState';
import { Section } from '../../../components/Section';
import { t } from '../../../i18n/i18n';
import { useSetMessageLanguage } from '../api/preferences';
import { te } from '../i18n';

/**
 * The language of the person's messages (receipt, status, interviews, alerts: contract §17), a
 * setting of their space. The navbar's language link sets it too when a signed-in person uses it.
 */
export function MessageLanguage({ langue }: { langue: Langue }) {
  const save = useSetMessageLanguage();
  const { register, handleSubmit, watch } = useForm<{ langue: Langue }>({ defaultValues: { langue } });
  const onSubmit = handleSubmit(async (input) => {
    await save.mutateAsync(input.langue).catch(() => undefined);
  });
  const saved = save.isSuccess && save.variables === watch('langue');
  return (
    <Section titleId="message-language-title" title={te('espace.langue.title')} className="mt-5 pt-4 border-top">
      <p className="text-secondary small">{te('espace.langue.intro')}</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="message-language-title">
        <RadioGroupField
          label={te('espace.langue.legend')}
          options={[
            { value: 'fr', label: te('espace.langue.fr'), lang: 'fr' },
            { value: 'en', label: te('espace.langue.en'), lang: 'en' },
          ]}
          {...register('langue')}
        />
        <div aria-live="polite">
          {save.isError ? <ErrorAlert error={save.error} /> : null}
          {saved ? (
            <p className="text-success small" role="status">
              {te('espace.langue.saved')}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-outline-primary" disabled={save.isPending}>
          {save.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('common.save')}
        </button>
      </form>
    </Section>
  );
}
