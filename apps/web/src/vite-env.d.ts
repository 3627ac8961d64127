/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The server's MAX_UPLOAD_MB, passed on by vite.config.ts at build time (components/form/upload-limit.ts). */
  readonly VITE_MAX_UPLOAD_MB?: string;
}

/** A part of a language's public catalogue, cut at build time (build/catalogue-parts.ts, src/i18n/parts.ts). */
declare module 'virtual:catalogue-*' {
  import type { Entry, webFr } from '@recrutement/contract';
  export const web: Readonly<Partial<Record<keyof typeof webFr, Entry>>>;
  export const localizeApi: (text: string) => string;
}
