import { fuzzSuite } from './fuzz-suite.js';

/** The fuzz of every operation of the OpenAPI document (fuzz-suite.ts), share 2 of 2. */
fuzzSuite({ part: 1, parts: 2 });
