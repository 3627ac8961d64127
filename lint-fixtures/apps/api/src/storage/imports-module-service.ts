// lint-boundaries: expect "Layers run downward: config, db, lib, storage and plugins never import a module"
// The storage layer asking a module which names are in use: the context carries that reader.
import type { referencedFileNames } from '../modules/document-candidature/document-candidature.service.js';

export type Reader = typeof referencedFileNames;
