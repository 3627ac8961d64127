import type { ModuleManifest } from '../../lib/module-manifest.js';
import { messageRoutes } from './message.routes.js';
import { startMessage } from './message.start.js';

/** Conversations with candidates (§20): templates, the thread of an application, its sending job. */
export const messageManifest = {
  name: 'message',
  owns: ['modele_message', 'message'],
  reads: {
    candidature:
      "a message is written in its application's language, and the unread counts are scoped through the applications (§14)",
    individu: "a message goes to the applicant's address and names them in its templates",
    poste_vacant: "a template names the application's vacancy",
  },
  publishes: ['message.changed'],
  subscribes: [],
  jobs: ['message-envoi'],
  routes: [messageRoutes],
  start: startMessage,
  entry: 'message.service.ts',
} satisfies ModuleManifest;
