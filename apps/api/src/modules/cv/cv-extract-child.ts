import { type ExtractableKind, ExtractionRefused, extractText } from './cv-extract.js';

/**
 * The child process that reads CVs (`cv-extractor.ts` forks it): one request at a time over IPC,
 * `{id, kind, bytes}` in, `{id, text}` or `{id, refused}` out. Nothing of the content is ever
 * printed. It ends when its parent goes.
 */
interface Request {
  id: number;
  kind: ExtractableKind;
  bytes: Uint8Array;
}

process.on('disconnect', () => process.exit(0));
process.on('message', (message: Request) => {
  extractText(message.bytes, message.kind).then(
    (text) => process.send?.({ id: message.id, text }),
    (error: unknown) =>
      // A file the bounds refuse, or one the libraries cannot read: no text, and no detail of it.
      process.send?.({ id: message.id, refused: error instanceof ExtractionRefused ? 'bounds' : 'unreadable' }),
  );
});
process.send?.({ ready: true });
