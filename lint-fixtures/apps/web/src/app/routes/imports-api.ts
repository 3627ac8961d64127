// lint-boundaries: expect "The web client does not import the server"
// The web client importing the server's code.
import { messages } from '../../../../api/src/lib/messages';

export const words = messages;
