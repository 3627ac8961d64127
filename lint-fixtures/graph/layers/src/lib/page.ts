// lint-boundaries: clean
// lint-graph: clean
import type { Config } from '../config/config.js';

export const page = <T>(items: T[], _config?: Config) => ({ items });
