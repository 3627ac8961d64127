// lint-boundaries: expect "does not import another feature"
// The offers feature reaching into the candidature feature's internals.
import { ApplyForm } from '../../candidature/components/ApplyForm';

export const Form = ApplyForm;
