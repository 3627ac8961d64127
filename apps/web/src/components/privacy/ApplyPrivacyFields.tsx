import { useFormContext } from 'react-hook-form';
import { t } from '../../i18n/i18n';
import { CheckboxField } from '../form/CheckboxField';
import { DataUseNotice } from './DataUseNotice';

/**
 * The apply form's privacy part (§10): the optional talent-pool box (`consentementVivier`,
 * unticked by default), registered in the surrounding form, and who processes the data and why.
 */
export function ApplyPrivacyFields() {
  const { register } = useFormContext<{ consentementVivier?: boolean }>();
  return (
    <>
      <CheckboxField
        label={t('privacy.apply.vivier')}
        hint={t('privacy.apply.vivierHint')}
        {...register('consentementVivier')}
      />
      <DataUseNotice purpose={t('privacy.apply.purpose')} />
    </>
  );
}
