// lint-boundaries: expect "does not import another feature"
// One back-office feature reaching into another.
import { StatusEditor } from '../../candidature/components/StatusEditor';

export const Editor = StatusEditor;
