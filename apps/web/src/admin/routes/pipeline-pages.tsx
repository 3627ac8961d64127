import { useSearchParams } from 'react-router';
import { PipelineBoard } from '../features/candidature/pipeline/components/PipelineBoard';
import { VacancyFilter } from '../features/candidature/pipeline/components/VacancyFilter';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

/** `/admin/pipeline`, optionally `?posteVacant=<id>` (contract §12). */
export function PipelinePage() {
  const [params] = useSearchParams();
  const raw = params.get('posteVacant');
  const posteVacant = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  return (
    <AdminCard title={ta('admin.pipeline.title')}>
      <VacancyFilter posteVacant={posteVacant} />
      <PipelineBoard key={posteVacant ?? 'toutes'} posteVacant={posteVacant} />
    </AdminCard>
  );
}
