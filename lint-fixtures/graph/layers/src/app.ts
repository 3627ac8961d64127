// lint-boundaries: clean
// lint-graph: clean
// The entry files stand above everything: they hand the domain functions down.
import { listOpen } from './modules/offre/offre.service.js';
import { seoPlugin } from './plugins/seo.js';

export const registered = seoPlugin({ listOpen });
