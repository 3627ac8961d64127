// lint-boundaries: expect "does not import the back office"
// A public feature reaching into the back office.
import { withFlash } from '../../../admin/lib/flash';

export const flash = withFlash;
