// lint-boundaries: expect "Layers run downward: config, db, lib, storage and plugins never import a module"
// Plumbing reaching up into a module, even through its service.
import { referencedFileNames } from '../modules/document-candidature/document-candidature.service.js';

export const reader = referencedFileNames;
