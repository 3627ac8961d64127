import type { PosteDeTravail } from '@recrutement/contract';
import { ta } from '../../../i18n';
import { DetailList } from '../../../ui/DetailList';

export function PosteDeTravailFiche({ poste }: { poste: PosteDeTravail }) {
  return (
    <DetailList
      items={[
        { label: ta('admin.posteDeTravail.reference'), value: poste.reference },
        { label: ta('admin.posteDeTravail.nom'), value: poste.nom },
      ]}
    />
  );
}
