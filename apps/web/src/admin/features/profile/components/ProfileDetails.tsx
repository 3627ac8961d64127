import { useQuery } from '@tanstack/react-query';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { useCountryName } from '../../../../i18n/country-names';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { DetailList } from '../../../ui/DetailList';
import { Notice } from '../../../ui/Notice';
import { profileQuery } from '../api/profile';

/** The signed-in user's account and person, as the server knows them. */
export function ProfileDetails({ email }: { email: string }) {
  const query = useQuery({ ...profileQuery(email), enabled: email !== '' });
  const countryName = useCountryName();
  if (!email) return <Notice variant="warning">{ta('admin.profile.noEmail')}</Notice>;
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  const { individu } = query.data;
  const civilite = individu?.civilite?.designation;
  return (
    <DetailList
      items={[
        { label: ta('admin.profile.email'), value: query.data.email },
        { label: ta('admin.profile.role'), value: ta(`admin.equipe.role.${query.data.role}`) },
        { label: ta('admin.profile.created'), value: formatDateTime(query.data.dateCreation) },
        { label: ta('admin.profile.civilite'), value: civilite ? refLabel(civilite) : undefined },
        { label: ta('admin.profile.nom'), value: individu?.nom },
        { label: ta('admin.profile.prenom'), value: individu?.prenom },
        { label: ta('admin.profile.telephone'), value: individu?.telephone },
        { label: ta('admin.profile.pays'), value: individu?.pays ? countryName(individu.pays) : undefined },
      ]}
    />
  );
}
