import { z } from 'zod';

// In a browser our Content-Security-Policy (script-src 'self') refuses eval: zod's compiled fast
// path would be blocked, and reported as a violation, at the first parse. The server keeps it.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
