import { z } from 'zod';

// Our Content-Security-Policy (script-src 'self') refuses eval: without this, zod's compiled fast
// path is blocked, and reported as a violation, at the first parse. Import z from here.
z.config({ jitless: true });

export { z };
