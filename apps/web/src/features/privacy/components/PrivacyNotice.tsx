import type { Organisation } from '@recrutement/contract';
import { Link } from 'react-router';
import { lp } from '../../../i18n/i18n';
import { rich } from '../../../i18n/rich';
import { tp as text } from '../i18n';

/**
 * The privacy notice of §10: controller, data, purposes and legal basis, retention, rights and how to
 * use them, in the page's language (its own catalogue, loaded by the page first: contract §17).
 */
export function PrivacyNotice({ organisation }: { organisation: Organisation }) {
  const { nom, url, dpoEmail, retentionMonths } = organisation;
  const dpo = <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>;
  const months = text('policy.months', { count: retentionMonths });
  return (
    <article className="privacy-notice" aria-labelledby="privacy-title">
      <h1 id="privacy-title" className="h2 mb-3">
        {text('policy.title')}
      </h1>
      <p className="lead">{text('policy.lead', { nom })}</p>

      <h2 className="h4 mt-4">{text('policy.controller.title')}</h2>
      <p>{rich(text('policy.controller.text', { nom }), { url: <a href={url}>{url}</a>, dpo })}</p>

      <h2 className="h4 mt-4">{text('policy.data.title')}</h2>
      <ul>
        <li>{text('policy.data.identity')}</li>
        <li>{text('policy.data.documents')}</li>
        <li>{text('policy.data.applications')}</li>
        <li>{text('policy.data.account')}</li>
      </ul>

      <h2 className="h4 mt-4">{text('policy.purposes.title')}</h2>
      <ul>
        <li>{text('policy.purposes.apply')}</li>
        <li>{text('policy.purposes.account')}</li>
        <li>{text('policy.purposes.pool')}</li>
        <li>{text('policy.purposes.audit')}</li>
      </ul>

      <h2 className="h4 mt-4">{text('policy.recipients.title')}</h2>
      <p>{text('policy.recipients.text', { nom })}</p>

      <h2 className="h4 mt-4">{text('policy.retention.title')}</h2>
      <p>{rich(text('policy.retention.text'), { months: <strong>{months}</strong> })}</p>

      <h2 className="h4 mt-4">{text('policy.rights.title')}</h2>
      <p>{rich(text('policy.rights.text'), { cnil: <a href="https://www.cnil.fr">cnil.fr</a> })}</p>

      <h2 className="h4 mt-4">{text('policy.exercise.title')}</h2>
      <ul>
        <li>
          {rich(text('policy.exercise.space'), {
            space: <Link to={lp('/mon-espace')}>{text('policy.exercise.yourSpace')}</Link>,
            download: <em>{text('policy.exercise.download')}</em>,
            delete: <em>{text('policy.exercise.delete')}</em>,
          })}
        </li>
        <li>{rich(text('policy.exercise.other'), { dpo })}</li>
      </ul>

      <h2 className="h4 mt-4">{text('policy.cookies.title')}</h2>
      <p className="mb-0">{text('policy.cookies.text')}</p>
    </article>
  );
}
