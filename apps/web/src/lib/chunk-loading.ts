import { CHUNK_LOAD_TIMEOUT_MS } from '@backoffice/sdk/constants';
import { notices } from './notices';

/** spec §8: "Loading chunk failed" and its style-sheet equivalent. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function chunkError(name: string, cause: unknown): ChunkLoadError {
  const message = cause instanceof Error ? cause.message : String(cause);
  // Vite reports a style sheet that failed to preload as "Unable to preload CSS for …" (vite:preloadError).
  const css = /preload CSS|\.css\b/i.test(message);
  return new ChunkLoadError(css ? `Loading CSS chunk ${name} failed` : `Loading chunk ${name} failed`, {
    cause,
  });
}

/**
 * spec §2: every screen loads lazily, and a chunk that has not loaded after 120 s fails as
 * "Loading chunk {name} failed" (a failed style sheet: "Loading CSS chunk {name} failed").
 */
export function loadChunk<T>(
  name: string,
  importer: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk ${name} failed`)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(chunkError(name, error));
      },
    );
  });
}

/**
 * Says in a notice that `part` of a screen did not load: titled as spec §8 names the failure ("Loading chunk …
 * failed"), and asking for a reload once what was typed is saved: Chromium keeps a module that failed to load as
 * failed until the page reloads, so trying the part again without one fails the same way.
 */
export function notifyChunkFailure(error: unknown, part: string): void {
  notices.notify({
    level: 'error',
    title: error instanceof Error ? error.message : String(error),
    description: `${part}没有加载出来，页面上已有的内容都还在；请先保存已填写的内容，再刷新页面重试`,
  });
}
