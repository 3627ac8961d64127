import { useFormContext } from 'react-hook-form';
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
        label="Garder mon profil pour d’autres offres (vivier de talents)"
        hint="Facultatif. Vous pouvez retirer ce consentement à tout moment en supprimant votre compte ou en écrivant au délégué à la protection des données."
        {...register('consentementVivier')}
      />
      <DataUseNotice purpose="pour étudier votre candidature et vous répondre" />
    </>
  );
}
