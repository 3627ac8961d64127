import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { DataUseNotice } from './DataUseNotice';

/**
 * The apply form's privacy part (§10): who processes the data and why, and the optional talent-pool
 * box (`consentementVivier`), registered in the surrounding form. Unticked by default.
 */
export function ApplyPrivacyFields() {
  const { register } = useFormContext<{ consentementVivier?: boolean }>();
  const id = useId();
  return (
    <div className="mb-3">
      <div className="form-check mb-2">
        <input
          id={id}
          type="checkbox"
          className="form-check-input"
          aria-describedby={`${id}-hint`}
          {...register('consentementVivier')}
        />
        <label htmlFor={id} className="form-check-label">
          Garder mon profil pour d’autres offres (vivier de talents)
        </label>
        <div id={`${id}-hint`} className="form-text">
          Facultatif. Vous pouvez retirer ce consentement à tout moment en supprimant votre compte ou en écrivant au
          délégué à la protection des données.
        </div>
      </div>
      <DataUseNotice purpose="pour étudier votre candidature et vous répondre" />
    </div>
  );
}
