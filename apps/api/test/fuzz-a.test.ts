import { fuzzSuite } from './fuzz-suite.js';

/** The fuzz of every operation of the OpenAPI document (fuzz-suite.ts), share 1 of 2. */
fuzzSuite({ part: 0, parts: 2 });
