export * from './entities.js';
export * from './fields.js';
export * from './files.js';
export * from './inputs.js';
export * from './keys.js';
export * from './limits.js';
export * from './messages.js';
export * from './paths.js';
