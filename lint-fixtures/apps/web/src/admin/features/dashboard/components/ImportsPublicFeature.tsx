// lint-boundaries: expect "does not import another feature"
// A back-office feature reaching into a public feature (admin/pages composes them instead).
import { ApplyForm } from '../../../../features/candidature/components/ApplyForm';

export const Form = ApplyForm;
