// lint-boundaries: expect "Layers run downward: config, db, lib and storage never import a Fastify plugin"
// The configuration is the bottom layer: it imports nothing of the server.
import { loggerOptions } from '../plugins/logger.js';

export const options = loggerOptions;
