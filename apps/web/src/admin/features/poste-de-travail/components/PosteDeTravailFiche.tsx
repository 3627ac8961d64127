import type { PosteDeTravail } from '@recrutement/contract';
import { DetailList } from '../../../ui/DetailList';

export function PosteDeTravailFiche({ poste }: { poste: PosteDeTravail }) {
  return (
    <DetailList
      items={[
        { label: 'Référence', value: poste.reference },
        { label: 'Nom', value: poste.nom },
      ]}
    />
  );
}
