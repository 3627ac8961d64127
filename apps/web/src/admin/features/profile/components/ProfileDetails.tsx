import { useQuery } from '@tanstack/react-query';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { formatDateTime } from '../../../lib/format';
import { DetailList } from '../../../ui/DetailList';
import { Notice } from '../../../ui/Notice';
import { profileQuery } from '../api/profile';

/** The signed-in user's account and person, as the server knows them. */
export function ProfileDetails({ email }: { email: string }) {
  const query = useQuery({ ...profileQuery(email), enabled: email !== '' });
  if (!email)
    return (
      <Notice variant="warning">
        L'adresse e-mail du compte n'est pas connue sur ce navigateur : déconnectez-vous puis reconnectez-vous.
      </Notice>
    );
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  const { individu } = query.data;
  return (
    <DetailList
      items={[
        { label: 'E-mail', value: query.data.email },
        {
          label: 'Rôle',
          value: { ADMIN: 'Administrateur', RECRUTEUR: 'Recruteur', MEMBRE: "Membre d'équipe", CANDIDAT: 'Candidat' }[
            query.data.role
          ],
        },
        { label: 'Compte créé le', value: formatDateTime(query.data.dateCreation) },
        { label: 'Civilité', value: individu?.civilite?.designation },
        { label: 'Nom', value: individu?.nom },
        { label: 'Prénom', value: individu?.prenom },
        { label: 'Téléphone', value: individu?.telephone },
        { label: 'Pays', value: individu?.pays?.designation },
      ]}
    />
  );
}
