// lint-boundaries: clean
// lint-graph: expect "upward import lib → plugins"
import { seoPlugin } from '../plugins/seo.js';

export const crud = seoPlugin;
