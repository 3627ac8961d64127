import { messages, passwordProblems } from '@recrutement/contract';
import checkCircleIcon from 'bootstrap-icons/icons/check-circle.svg';
import xCircleIcon from 'bootstrap-icons/icons/x-circle.svg';
import { Icon } from '../../../components/Icon';
import { apiText, t } from '../../../i18n/i18n';

/** Spec §5 wording when the password is left empty. */
export const PASSWORD_REQUIRED = messages.passwordRequired;

/** What is still wrong with a password, in the order of spec §5. */
export function passwordHints(value: string): string[] {
  return value === '' ? [PASSWORD_REQUIRED] : passwordProblems(value);
}

/** Live hints under a password field; announced politely as the user types. */
export function PasswordHints({ id, value, visible }: { id: string; value: string; visible: boolean }) {
  const hints = passwordHints(value);
  return (
    <div id={id} aria-live="polite" className="small mt-1">
      {visible && hints.length > 0 ? (
        <ul className="list-unstyled text-danger mb-0">
          {hints.map((hint) => (
            <li key={hint}>
              <Icon src={xCircleIcon} className="me-1" />
              {apiText(hint)}
            </li>
          ))}
        </ul>
      ) : null}
      {visible && hints.length === 0 ? (
        <p className="text-success mb-0">
          <Icon src={checkCircleIcon} className="me-1" />
          {t('auth.passwordOk')}
        </p>
      ) : null}
    </div>
  );
}
