// lint-boundaries: clean
// A back-office page composes back-office features and the public apply form.
import { ApplyForm } from '../../features/apply/components/ApplyForm';
import { VacancyField } from '../features/document-candidature/components/VacancyField';
import { AdminCard } from '../ui/AdminCard';

export const allowed = [ApplyForm, VacancyField, AdminCard];
