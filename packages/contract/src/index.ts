export * from './entities.js';
export * from './files.js';
export * from './html.js';
export * from './inputs.js';
export * from './messages.js';
export * from './page-messages.js';
export * from './pages.js';
export * from './paths.js';
