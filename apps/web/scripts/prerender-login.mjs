// Vite plugin (build only): index.html carries the login page already rendered, light and dark, with the CSS of
// the antd components it uses, so `#/login` paints from the HTML alone on a slow phone, and fetches the app's JS
// only once it has painted (issue 12: Lighthouse mobile). An inline script in index.html shows the variant of the
// stored theme, and hides both when a stored session opens another route. The markup sits beside #root and goes
// once the app has drawn into #root.
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { armBootLogin } from '../src/app/boot/boot-login.ts';
import { loadApp } from '../src/app/boot/load-app.ts';

const BOOT_ENTRY = '/src/app/boot/render-login.tsx';
const ROUTES_MODULE = '/src/app/routes.tsx';
const LAYOUT_SOURCE = 'src/app/layout/AppLayout.tsx';
const ROOT_MARKER = '<div id="root"></div>';
// The login route uses this sheet instead of generating its CSS (src/app/boot/BootStyled.tsx: BOOT_CSS_ID).
const BOOT_CSS_ID = 'boot-css';

/** A storage for the render: the stores read local storage when they are created. */
function memoryStorage() {
  const values = new Map();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => values.set(key, String(value)),
    removeItem: (key) => values.delete(key),
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

/** The pages of the route table's screens, by path: the source file each screen's `load` imports. */
function screenSources(routes) {
  return routes
    .filter((route) => route.screen)
    .map((route) => {
      // Vite's SSR form of `() => import('../features/x/XPage')`: the import resolved to its file.
      const source = String(route.screen.load).match(/__vite_ssr_dynamic_import__\("\/([^"]+)"\)/)?.[1];
      if (!source)
        throw new Error(`The screen of ${route.path} does not load one module: ${route.screen.load}`);
      return { path: route.path, source };
    });
}

/** The login page rendered in both themes, and the route table's screens with their source files. */
async function renderBoth(root) {
  const server = await createServer({
    root,
    mode: 'production',
    // What a production build leaves out (the development-only contract check) must not load here either.
    define: { 'import.meta.env.DEV': 'false' },
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    // antd and its helpers ship ES modules with extensionless imports: Vite resolves them, Node would not.
    ssr: {
      noExternal: [/^antd/, /^@ant-design\//, /^@rc-component\//, /^@emotion\//, /^rc-/, /^@backoffice\//],
      resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
    },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const hadStorage = 'localStorage' in globalThis;
  if (!hadStorage) globalThis.localStorage = memoryStorage();
  try {
    const { renderLogin } = await server.ssrLoadModule(BOOT_ENTRY);
    const { flattenRoutes } = await server.ssrLoadModule(ROUTES_MODULE);
    return {
      light: renderLogin('light'),
      dark: renderLogin('dark'),
      screens: screenSources(flattenRoutes()),
    };
  } finally {
    if (!hadStorage) delete globalThis.localStorage;
    await server.close();
  }
}

/**
 * The prerendered page of one theme, a working form until the app takes over (src/app/boot/boot-login.ts): its ids
 * and label targets carry the variant (two variants sit side by side, and the app renders the real fields with the
 * plain ids), and it has no autofocus (the inline script puts the caret in the shown variant's 用户名).
 */
export function staticMarkup(html, variant) {
  return html
    .replace(/\sautofocus="[^"]*"/g, '')
    .replace(
      /\s(id|for|aria-describedby)="([^"]*)"/g,
      (_, name, value) => ` ${name}="boot-${variant}-${value}"`,
    );
}

/** The light sheet, and of the dark one only the blocks it does not share (its theme's variables). */
export function bootCss(light, dark) {
  const blocks = (css) => [...css.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const shared = new Set(blocks(light));
  return [...shared, ...blocks(dark).filter((block) => !shared.has(block))].join('');
}

/** A chunk of the bundle by the source file it was made from, with every chunk it imports statically. */
function chunkClosure(bundle, source) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
  if (!start) throw new Error(`No chunk for ${source} in the bundle`);
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of bundle[file]?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return [...files];
}

/**
 * Moves every script the build put in the head (the entry and its preloads) into one inline loader at the end of
 * the body (src/app/boot/load-app.ts), which fetches them after the prerendered page has painted, with the login
 * page's chunks when login is what the visit shows, or else with the layout's chunks and those of the screen the
 * URL opens (issue 26: a deep link's chunks in the first round trip, not once the entry has run).
 */
function deferScripts(html, bundle, base, screens) {
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entry = html.match(entryTag)?.[1];
  if (!entry) throw new Error('index.html has no entry script to defer');
  const start = [
    ...new Set([
      ...[...html.matchAll(preloadTag)].map((match) => match[1]),
      ...chunkClosure(bundle, 'src/app/start.tsx').map((file) => base + file),
    ]),
  ].filter((file) => file !== entry);
  const beyond = (source, loaded) =>
    chunkClosure(bundle, source)
      .map((file) => base + file)
      .filter((file) => file !== entry && !loaded.includes(file));
  const layout = beyond(LAYOUT_SOURCE, start);
  const files = {
    entry,
    start,
    login: beyond('src/features/login/LoginPage.tsx', start),
    layout,
    screens: Object.fromEntries(
      screens.map(({ path, source }) => [path, beyond(source, [...start, ...layout])]),
    ),
  };
  return html
    .replace(entryTag, '')
    .replace(preloadTag, '')
    .replace('</body>', `<script>(${String(loadApp)})(${JSON.stringify(files)})</script></body>`);
}

export function prerenderLogin() {
  let root;
  let base = '/';
  return {
    name: 'backoffice:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(ROOT_MARKER))
          throw new Error(`index.html has no ${ROOT_MARKER} to prerender into`);
        const { light, dark, screens } = await renderBoth(root);
        const markup = [
          `<div class="boot boot-light">${staticMarkup(light.html, 'light')}</div>`,
          `<div class="boot boot-dark">${staticMarkup(dark.html, 'dark')}</div>`,
        ].join('');
        const prerendered = html
          .replace(
            ROOT_MARKER,
            `<div id="boot">${markup}</div><script>(${String(armBootLogin)})()</script>${ROOT_MARKER}`,
          )
          .replace('</head>', `<style id="${BOOT_CSS_ID}">${bootCss(light.css, dark.css)}</style></head>`);
        return deferScripts(prerendered, bundle, base, screens);
      },
    },
  };
}
