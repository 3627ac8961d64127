// lint-boundaries: clean
// Tests stand above every layer: a plumbing test may build its data with the seed's factories.
import { makeIndividu } from '../seed/factories.js';

export const make = makeIndividu;
