import { STAFF_ROLES, type StaffMember, type StaffRole } from '@recrutement/contract';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { EmptyState, ErrorAlert, errorMessage, Loading } from '../../../../components/PageState';
import { ApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { HeadRow } from '../../../ui/HeadRow';
import { Notice } from '../../../ui/Notice';
import { useInviteStaff, useStaff, useUpdateStaff } from '../api/team';

/** A role's name in the page's language (§14). */
export const roleLabel = (role: string): string =>
  role === 'ADMIN' || role === 'RECRUTEUR' || role === 'MEMBRE' || role === 'CANDIDAT'
    ? ta(`admin.equipe.role.${role}`)
    : role;
const roleOptions = () => STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** "Inviter un membre": an address and a role; message 5 goes out (§14). */
function InviteForm() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('MEMBRE');
  const [sent, setSent] = useState<string | null>(null);
  const fields: Record<string, string> = invite.error instanceof ApiError ? invite.error.fields : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    try {
      const answer = await invite.mutateAsync({ email, role });
      setSent(answer.email);
      setEmail('');
    } catch {
      // Shown below from the mutation's state.
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="invite-title" className="mb-4">
      <h2 id="invite-title" className="h5">
        {ta('admin.equipe.invite.title')}
      </h2>
      {sent ? (
        <Notice variant="success" role="status" onClose={() => setSent(null)}>
          {ta('admin.equipe.invite.sent', { email: sent })}
        </Notice>
      ) : null}
      {invite.isError && !fields.email && !fields.role ? <ErrorAlert error={invite.error} /> : null}
      <div className="row g-2 align-items-start">
        <TextField
          wrapperClassName="col-md-6"
          label={ta('admin.equipe.invite.email')}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fields.email}
        />
        <SelectField
          wrapperClassName="col-md-3"
          label={ta('admin.equipe.invite.role')}
          options={roleOptions()}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          error={fields.role}
        />
        <div className="col-md-3 d-flex align-items-end" style={{ minHeight: '4.5rem' }}>
          <button type="submit" className="btn btn-primary w-100" disabled={invite.isPending}>
            {invite.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            <i className="bi bi-envelope-plus me-1" aria-hidden="true" />
            {ta('admin.equipe.invite.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}

/** One staff account: its role (select) and its activity (button). */
function StaffRow({ member, onError }: { member: StaffMember; onError: (error: unknown) => void }) {
  const update = useUpdateStaff();
  const name = [member.prenom, member.nom].filter(Boolean).join(' ');
  const change = (input: { role?: StaffRole; actif?: boolean }) =>
    update.mutateAsync({ id: member.id, ...input }).catch(onError);
  return (
    <tr className={member.actif ? undefined : 'text-body-secondary'}>
      <td>
        <div className="fw-semibold">{name || <span className="fst-italic">{ta('admin.equipe.nameToCome')}</span>}</div>
        <div className="small">{member.email}</div>
      </td>
      <td>
        <label className="visually-hidden" htmlFor={`role-${member.id}`}>
          {ta('admin.equipe.roleOf', { email: member.email })}
        </label>
        <select
          id={`role-${member.id}`}
          className="form-select form-select-sm"
          value={member.role}
          disabled={update.isPending}
          onChange={(event) => change({ role: event.target.value as StaffRole })}
        >
          {roleOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        {member.invitationEnAttente ? (
          <span className="badge text-bg-warning">{ta('admin.equipe.pending')}</span>
        ) : member.actif ? (
          <span className="badge text-bg-success">{ta('admin.equipe.active')}</span>
        ) : (
          <span className="badge text-bg-secondary">{ta('admin.equipe.inactive')}</span>
        )}
      </td>
      <td className="small">{formatDate(member.dateCreation)}</td>
      <td className="text-end">
        <button
          type="button"
          className={`btn btn-sm ${member.actif ? 'btn-outline-danger' : 'btn-outline-success'}`}
          disabled={update.isPending}
          onClick={() => change({ actif: !member.actif })}
        >
          {ta(member.actif ? 'admin.equipe.deactivate' : 'admin.equipe.reactivate')}
          <span className="visually-hidden"> {member.email}</span>
        </button>
      </td>
    </tr>
  );
}

/** The page "Équipe" (§14): invite, change a role, deactivate. Admins only. */
export function StaffPanel() {
  const staff = useStaff();
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      <InviteForm />
      <h2 className="h5">{ta('admin.equipe.accounts')}</h2>
      {error ? (
        <Notice variant="danger" onClose={() => setError(null)}>
          {errorMessage(error)}
        </Notice>
      ) : null}
      {staff.isPending ? <Loading /> : null}
      {staff.isError ? <ErrorAlert error={staff.error} /> : null}
      {staff.data && staff.data.length === 0 ? <EmptyState title={ta('admin.equipe.none')} /> : null}
      {staff.data && staff.data.length > 0 ? (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">{ta('admin.equipe.caption')}</caption>
            <thead>
              <HeadRow
                columns={[
                  ta('admin.equipe.col.person'),
                  ta('admin.equipe.col.role'),
                  ta('admin.equipe.col.state'),
                  ta('admin.equipe.col.created'),
                  { label: ta('admin.ui.actions'), end: true },
                ]}
              />
            </thead>
            <tbody>
              {staff.data.map((member) => (
                <StaffRow key={member.id} member={member} onError={setError} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
