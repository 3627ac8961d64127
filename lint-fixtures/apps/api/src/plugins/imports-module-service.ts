// lint-boundaries: expect "Layers run downward: config, db, lib, storage and plugins never import a module"
// A plugin reaching up into a module (even its service): app.ts hands the plugin what it needs.
import { findOpenPosteVacant } from '../modules/poste-vacant/poste-vacant.service.js';

export const reader = findOpenPosteVacant;
