// lint-boundaries: expect "does not import another feature"
// A back-office feature reaching into a public feature (admin/routes composes them instead).
import { ApplyForm } from '../../../../features/apply/components/ApplyForm';

export const Form = ApplyForm;
