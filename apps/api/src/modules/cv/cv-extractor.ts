import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ExtractableKind } from './cv-extract.js';

/**
 * Runs text extraction in a child process, one document at a time, with a time limit: a file
 * that takes longer (a hostile PDF) has its process killed, answers no text, and the next
 * document gets a fresh process. The child's heap is capped too, so a file that would eat memory
 * ends the child, not the server. Answers null when no text could be read (refused, unreadable,
 * killed); never throws for a file's sake.
 */
export interface Extractor {
  extract(bytes: Uint8Array, kind: ExtractableKind): Promise<string | null>;
  close(): void;
}

export interface ExtractorOptions {
  /** Time one document may take, waiting for the process included. */
  timeoutMs?: number;
  /** Heap of the child process, in MiB. */
  maxHeapMb?: number;
}

const source = import.meta.url.endsWith('.ts');
const CHILD = fileURLToPath(new URL(`./cv-extract-child.${source ? 'ts' : 'js'}`, import.meta.url));

interface Pending {
  id: number;
  resolve(text: string | null): void;
  timer: NodeJS.Timeout;
}

export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxHeapMb = options.maxHeapMb ?? 256;
  let child: ChildProcess | null = null;
  let ready: Promise<void> | null = null;
  let next = 1;
  let current: Pending | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  function settle(text: string | null) {
    const pending = current;
    current = null;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.resolve(text);
  }

  function kill() {
    const dying = child;
    child = null;
    ready = null;
    if (dying && dying.exitCode === null) dying.kill('SIGKILL');
  }

  function start(): Promise<void> {
    if (child && ready) return ready;
    const started = fork(CHILD, [], {
      // Source files in development and tests (tsx), built ones in production.
      execArgv: [...(source ? ['--import', 'tsx'] : []), `--max-old-space-size=${maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    child = started;
    started.unref();
    started.channel?.unref();
    ready = new Promise<void>((resolve) => {
      started.on('message', (message: { ready?: true; id?: number; text?: string; refused?: string }) => {
        if (message.ready) return resolve();
        if (current && message.id === current.id) settle(typeof message.text === 'string' ? message.text : null);
      });
    });
    started.on('exit', () => {
      if (child === started) {
        child = null;
        ready = null;
      }
      settle(null);
    });
    started.on('error', () => undefined);
    return ready;
  }

  function run(bytes: Uint8Array, kind: ExtractableKind): Promise<string | null> {
    if (closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const id = next++;
      const timer = setTimeout(() => {
        kill();
        settle(null);
      }, timeoutMs);
      current = { id, resolve, timer };
      start().then(
        () => child?.send({ id, kind, bytes }),
        () => settle(null),
      );
    });
  }

  return {
    extract(bytes, kind) {
      const result = queue.then(() => run(bytes, kind));
      queue = result.catch(() => null);
      return result;
    },
    close() {
      closed = true;
      kill();
      settle(null);
    },
  };
}
