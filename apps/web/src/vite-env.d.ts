/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The server's MAX_UPLOAD_MB, passed on by vite.config.ts at build time (components/form/upload-limit.ts). */
  readonly VITE_MAX_UPLOAD_MB?: string;
}
