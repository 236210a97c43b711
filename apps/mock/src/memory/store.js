// @ts-check
// Memory mode's state: per sandbox, a copy of the seed collections, changed by the requests sent in it. A sandbox
// is named by the `x-mock-sandbox` header or the `mock-sandbox` cookie (one shared sandbox when neither is sent),
// so parallel journeys never see each other's writes. With a state file (`--state <file>`) every sandbox is kept
// across restarts in one JSON document, written atomically (lowdb); a reset returns a sandbox to the seed.
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';

export const SANDBOX_HEADER = 'x-mock-sandbox';
export const SANDBOX_COOKIE = 'mock-sandbox';
export const SHARED_SANDBOX = 'shared';

/** @typedef {Record<string, Record<string, any>[]>} Collections */

/**
 * The sandbox a request works in.
 * @param {import('node:http').IncomingHttpHeaders} headers @returns {string}
 */
export function sandboxOf(headers) {
  const named = headers[SANDBOX_HEADER];
  if (typeof named === 'string' && named.trim()) return named.trim();
  const cookie = (headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SANDBOX_COOKIE)?.[1];
  return cookie ? decodeURIComponent(cookie) : SHARED_SANDBOX;
}

/**
 * @param {Collections} seed
 * @param {{ statePath?: string }} [options]
 */
export async function createStore(seed, { statePath } = {}) {
  /** @type {{ data: { sandboxes: Record<string, Collections> }, write(): Promise<void> }} */
  const db = statePath
    ? new Low(new JSONFile(statePath), { sandboxes: {} })
    : { data: { sandboxes: {} }, write: async () => {} };
  // (lowdb's JSONFilePreset would keep the state in memory under NODE_ENV=test, so the file is opened by hand)
  if (db instanceof Low) await db.read();
  const fresh = () => structuredClone(seed);
  return {
    /** The collections of a sandbox, made from the seed on first use. @param {string} sandbox */
    collections(sandbox) {
      db.data.sandboxes[sandbox] ??= fresh();
      const collections = db.data.sandboxes[sandbox];
      // a collection the contract gained since the state file was written starts from its seed
      for (const name of Object.keys(seed)) collections[name] ??= structuredClone(seed[name]);
      return collections;
    },
    /** Returns a sandbox to the seed. @param {string} sandbox */
    async reset(sandbox) {
      db.data.sandboxes[sandbox] = fresh();
      await db.write();
    },
    /** Keeps what changed (a no-op without a state file). */
    save: () => db.write(),
  };
}

/** @typedef {Awaited<ReturnType<typeof createStore>>} Store */
