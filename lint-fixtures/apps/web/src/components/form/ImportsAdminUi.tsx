// lint-boundaries: expect "does not import the back office"
// The shared form kit borrowing a back-office part.
import { FormErrorBanner } from '../../admin/ui/FormErrorBanner';

export const Banner = FormErrorBanner;
