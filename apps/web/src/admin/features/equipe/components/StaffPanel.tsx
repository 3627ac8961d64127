import { STAFF_ROLES, type StaffMember, type StaffRole } from '@recrutement/contract';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { EmptyState, ErrorAlert, errorMessage, Loading } from '../../../../components/PageState';
import { ApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { Notice } from '../../../ui/Notice';
import { useInviteStaff, useStaff, useUpdateStaff } from '../api/team';

export const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Administrateur',
  RECRUTEUR: 'Recruteur',
  MEMBRE: "Membre d'équipe",
  CANDIDAT: 'Candidat',
};
const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] ?? role }));

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
        Inviter un membre
      </h2>
      {sent ? (
        <Notice variant="success" role="status" onClose={() => setSent(null)}>
          Invitation envoyée à {sent}. Le lien est valable 7 jours.
        </Notice>
      ) : null}
      {invite.isError && !fields.email && !fields.role ? <ErrorAlert error={invite.error} /> : null}
      <div className="row g-2 align-items-start">
        <TextField
          wrapperClassName="col-md-6"
          label="Adresse e-mail"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fields.email}
        />
        <SelectField
          wrapperClassName="col-md-3"
          label="Rôle"
          options={roleOptions}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          error={fields.role}
        />
        <div className="col-md-3 d-flex align-items-end" style={{ minHeight: '4.5rem' }}>
          <button type="submit" className="btn btn-primary w-100" disabled={invite.isPending}>
            {invite.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            <i className="bi bi-envelope-plus me-1" aria-hidden="true" />
            Inviter
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
        <div className="fw-semibold">{name || <span className="fst-italic">Nom à venir</span>}</div>
        <div className="small">{member.email}</div>
      </td>
      <td>
        <label className="visually-hidden" htmlFor={`role-${member.id}`}>
          Rôle de {member.email}
        </label>
        <select
          id={`role-${member.id}`}
          className="form-select form-select-sm"
          value={member.role}
          disabled={update.isPending}
          onChange={(event) => change({ role: event.target.value as StaffRole })}
        >
          {roleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        {member.invitationEnAttente ? (
          <span className="badge text-bg-warning">Invitation en attente</span>
        ) : member.actif ? (
          <span className="badge text-bg-success">Actif</span>
        ) : (
          <span className="badge text-bg-secondary">Désactivé</span>
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
          {member.actif ? 'Désactiver' : 'Réactiver'}
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
      <h2 className="h5">Comptes d'équipe</h2>
      {error ? (
        <Notice variant="danger" onClose={() => setError(null)}>
          {errorMessage(error)}
        </Notice>
      ) : null}
      {staff.isPending ? <Loading /> : null}
      {staff.isError ? <ErrorAlert error={staff.error} /> : null}
      {staff.data && staff.data.length === 0 ? <EmptyState title="Aucun compte d'équipe." /> : null}
      {staff.data && staff.data.length > 0 ? (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Comptes d'équipe et invitations en attente</caption>
            <thead>
              <tr>
                <th scope="col">Personne</th>
                <th scope="col">Rôle</th>
                <th scope="col">État</th>
                <th scope="col">Créé le</th>
                <th scope="col" className="text-end">
                  Actions
                </th>
              </tr>
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
