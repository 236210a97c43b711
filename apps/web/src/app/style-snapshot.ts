import { createCache } from '@ant-design/cssinjs';
import version from 'antd/es/version';

// antd draws its components' CSS in the browser: for each component it builds a style object, serialises it and
// hashes it (issue 26: a fifth of a list screen's main thread on a phone-class CPU). The CSS it drew is kept from
// one visit to the next, with the map from each style's path to its hash, in the form antd's server rendering uses
// (@ant-design/cssinjs: a `data-ant-cssinjs-cache-path` sheet): on the next visit antd finds each path's CSS in
// the page and draws only what is new. Only the components' own sheets are kept, never a theme's variables (those
// are drawn for the theme in use on each visit): antd keys a component's sheet by antd's version and the class
// prefix alone, not by the theme, so a sheet kept in one theme serves the other, as it does when the user switches.

/** The cache antd's styles are registered in (App's StyleProvider): its paths are what the next visit skips. */
export const styleCache = createCache();

const STORAGE_KEY = 'backoffice.antd-styles';
/** What a kept snapshot must have been taken with: antd's version (its style paths carry it) and this format. */
const SNAPSHOT_VERSION = `${version}/1`;
/** A snapshot past this many characters is not kept (local storage holds some five million). */
const MAX_CHARS = 1_500_000;
const CACHE_MAP_ATTR = 'data-ant-cssinjs-cache-path';
const MAP_RULE = new RegExp(`\\.${CACHE_MAP_ATTR}\\{content:"([^"]*)"`);
/** antd's component sheets: the hash attribute, without a theme's token (a theme's variables carry one). */
const COMPONENT_SHEETS = 'head > style[data-css-hash]:not([data-token-hash])';

interface Snapshot {
  version: string;
  /** `path:hash` pairs, `;`-separated, as @ant-design/cssinjs's cache map holds them. */
  paths: string;
  /** The component sheets as they stood in the page, in order. */
  sheets: string;
}

/** Paths kept by the last visit that this one has not drawn again (they stay in the next snapshot). */
let keptPaths = new Map<string, string>();

function readSnapshot(storage: Storage): Snapshot | undefined {
  try {
    const snapshot = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Snapshot | null;
    if (snapshot?.version === SNAPSHOT_VERSION && typeof snapshot.sheets === 'string') return snapshot;
    if (snapshot) storage.removeItem(STORAGE_KEY);
  } catch {
    // unreadable: antd draws everything, as on a first visit
  }
  return undefined;
}

/** The path map a sheet of the page already declares (the login page's prerendered sheet has one), or ''. */
function declaredPaths(doc: Document): string {
  for (const sheet of doc.head.querySelectorAll('style')) {
    const declared = MAP_RULE.exec(sheet.textContent ?? '')?.[1];
    if (declared) return declared;
  }
  return '';
}

/**
 * Puts the last visit's antd sheets into the page before the app renders, and declares their paths where antd's
 * style registration looks for them, beside the paths the page's prerendered sheet declares already (antd reads
 * one declaration: the last in the page). Without a snapshot (a first visit, another antd) nothing changes.
 */
export function restoreStyleSnapshot(doc: Document = document, storage: Storage = localStorage): void {
  const snapshot = readSnapshot(storage);
  if (!snapshot) return;
  keptPaths = new Map(
    snapshot.paths
      .split(';')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.lastIndexOf(':');
        return [pair.slice(0, at), pair.slice(at + 1)] as const;
      }),
  );
  const paths = [declaredPaths(doc), snapshot.paths].filter(Boolean).join(';');
  const sheets = doc.createElement('template');
  sheets.innerHTML = snapshot.sheets;
  doc.head.prepend(sheets.content);
  // A plain sheet, as a CSS file would be: antd then takes each declared path as drawn and adds nothing for it.
  const declaration = doc.createElement('style');
  declaration.textContent = `.${CACHE_MAP_ATTR}{content:"${paths}";}`;
  doc.head.append(declaration);
}

/** Each drawn path's hash: this visit's registrations, with the kept ones it did not draw again. */
function drawnPaths(): Map<string, string> {
  const paths = new Map(keptPaths);
  for (const [key, [, value]] of styleCache.cache) {
    if (!key.startsWith('style%')) continue;
    const styleId = (value as [string, string])[1];
    paths.set(key.slice('style%'.length).replace(/%/g, '|'), styleId);
  }
  return paths;
}

/** Keeps the page's antd component sheets and their paths for the next visit. */
export function saveStyleSnapshot(doc: Document = document, storage: Storage = localStorage): void {
  const nodes = [...doc.querySelectorAll<HTMLStyleElement>(COMPONENT_SHEETS)];
  const present = new Set(nodes.map((node) => node.getAttribute('data-css-hash')));
  const paths = [...drawnPaths()]
    .filter(([, hash]) => present.has(hash))
    .map(([path, hash]) => `${path}:${hash}`)
    .join(';');
  const sheets = nodes.map((node) => node.outerHTML).join('');
  if (paths.length + sheets.length > MAX_CHARS) return;
  try {
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: SNAPSHOT_VERSION, paths, sheets } satisfies Snapshot),
    );
  } catch {
    // a full or blocked storage: the next visit draws its CSS as the first did
  }
}

/**
 * Saves the snapshot whenever antd has added sheets to the page, once it has been quiet for `quietMs` and the
 * browser is idle, so the save never competes with a screen's render.
 */
export function keepStyleSnapshots(quietMs = 250, doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if ('requestIdleCallback' in globalThis)
      requestIdleCallback(() => saveStyleSnapshot(doc), { timeout: 1000 });
    else saveStyleSnapshot(doc);
  };
  const observer = new MutationObserver((records) => {
    const added = records.some((record) =>
      [...record.addedNodes].some(
        (node) => node instanceof HTMLStyleElement && node.matches(COMPONENT_SHEETS),
      ),
    );
    if (!added) return;
    clearTimeout(timer);
    timer = setTimeout(save, quietMs);
  });
  observer.observe(doc.head, { childList: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
