// antd's component CSS as static style sheets instead of generating it in the browser (DESIGN.md §7, issue 26).
// antd 6 draws each component's CSS at runtime: it builds a style object per component, serialises it with stylis
// and hashes it. On a phone-class CPU that is a fifth of a list screen's main thread before its first row, and the
// code that does it (each component's style functions, @ant-design/cssinjs's serialiser, stylis) is a seventh of
// the screen's JavaScript. antd's `zeroRuntime` skips the drawing and expects the CSS from a file; the file antd
// ships (antd/dist/antd.css) holds every component, 107 KB gzip. This build plugin:
//
// 1. splits antd/dist/antd.css by component, on the class prefix each rule's first selector begins with
//    (`.ant-btn…` is the button's, `.ant-table…` the table's); rules of no component (the links, `.anticon`, the
//    motion classes, keyframes) are antd's global sheet;
// 2. has each component's style module import the sheets of the class prefixes its component asks for
//    (`getPrefixCls('btn')`), so Vite puts a component's CSS in the chunk that holds the component and loads it
//    with that chunk (the global sheet goes with the ConfigProvider's);
// 3. takes the style functions out of the style modules and cuts @ant-design/cssinjs-utils's runtime path, so the
//    bundle no longer carries them. What stays is what `zeroRuntime` still does at runtime: each theme's CSS
//    variables (the light and dark themes differ only there).
//
// The app turns `zeroRuntime` on (without hashed class names, as antd.css is written) where this plugin has run:
// `import.meta.env.ANTD_STATIC_STYLES`. The development server and the tests keep antd's runtime styles.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const GLOBAL = 'global';
const STYLE_CALLS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
const PREFIX_LITERAL = /getPrefixCls\(\s*['"]([a-z-]+)['"]/g;
// Rules antd.css holds that a zeroRuntime app must not take from it: its own theme's CSS variables (the app draws
// its theme's at runtime) and the server-rendering cache map.
const DROP = /^\.(css-var-|data-ant-cssinjs-cache-path)/;

/** The class prefixes each antd component folder asks for (`getPrefixCls('btn')` in button/), style files aside. */
export function prefixesByFolder(esDir) {
  const folders = new Map();
  const scan = (dir, found) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'style') scan(path, found);
      } else if (name.endsWith('.js')) {
        for (const match of readFileSync(path, 'utf8').matchAll(PREFIX_LITERAL)) found.add(match[1]);
      }
    }
    return found;
  };
  for (const name of readdirSync(esDir))
    if (statSync(join(esDir, name)).isDirectory()) folders.set(name, [...scan(join(esDir, name), new Set())]);
  return folders;
}

/**
 * The top-level blocks of a style sheet (`prelude { body }`, or a statement ending in `;`), with their text; quoted
 * strings and comments may hold braces.
 */
export function topLevelBlocks(css) {
  const blocks = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let at = 0; at < css.length; at++) {
    const char = css[at];
    if (char === '"' || char === "'") {
      at = css.indexOf(char, at + 1);
      if (at < 0) break;
    } else if (char === '/' && css[at + 1] === '*') {
      at = css.indexOf('*/', at + 2) + 1;
      if (at <= 0) break;
    } else if (char === '{') {
      if (depth++ === 0) open = at;
    } else if (char === '}') {
      if (--depth === 0) {
        blocks.push({
          prelude: css.slice(start, open).trim(),
          body: css.slice(open + 1, at),
          text: css.slice(start, at + 1),
        });
        start = at + 1;
      }
    } else if (char === ';' && depth === 0) {
      blocks.push({ prelude: css.slice(start, at).trim(), body: undefined, text: css.slice(start, at + 1) });
      start = at + 1;
    }
  }
  return blocks;
}

/** The first selector of a rule, or of the first rule inside an at-rule (`@media`, `@supports`, …). */
function firstSelector({ prelude, body }) {
  if (!prelude.startsWith('@')) return prelude;
  if (body === undefined || prelude.startsWith('@keyframes')) return undefined;
  for (const block of topLevelBlocks(body)) {
    const selector = firstSelector(block);
    if (selector !== undefined) return selector;
  }
  return undefined;
}

/** Calls `visit` on every node of an ESTree tree. */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node))
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value.type === 'string') walk(value, visit);
}

/** `code` with each node `pick` gives (for a node of its tree) replaced by `() => []`; and how many were. */
function emptyFunctions(code, parse, pick) {
  const picked = [];
  walk(parse(code), (node) => {
    const target = pick(node);
    if (target) picked.push(target);
  });
  let out = code;
  for (const { start, end } of picked.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}() => []${out.slice(end)}`;
  return { code: out, count: picked.length };
}

/**
 * antd.css split by the component prefix (`btn`, `table`, `select-tree`) of each rule's first `.ant-…` class: the
 * longest of `prefixes` the class is or begins with (then `-`). Rules of no known prefix go to `global`.
 */
export function splitByPrefix(css, prefixes, antPrefix = 'ant') {
  const longestFirst = [...prefixes].sort((a, b) => b.length - a.length);
  const ownerOf = (className) =>
    longestFirst.find(
      (prefix) => className === `${antPrefix}-${prefix}` || className.startsWith(`${antPrefix}-${prefix}-`),
    );
  const classPattern = new RegExp(`\\.(${antPrefix}-[a-zA-Z0-9-]+)`);
  const sheets = new Map();
  for (const block of topLevelBlocks(css)) {
    const selector = firstSelector(block) ?? '';
    if (DROP.test(selector)) continue;
    const className = selector.match(classPattern)?.[1];
    const owner = (className && ownerOf(className)) ?? GLOBAL;
    sheets.set(owner, (sheets.get(owner) ?? '') + block.text.trim());
  }
  return sheets;
}

/** A style module without its style functions: the second argument of antd's style-hook factories becomes `() => []`. */
export function stripStyleFunctions(code, parse) {
  const { code: stripped, count } = emptyFunctions(code, parse, (node) =>
    node.type === 'CallExpression' && STYLE_CALLS.has(node.callee.name) ? node.arguments[1] : undefined,
  );
  return { code: stripped, stripped: count };
}

const ANTD_ES = /[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]/;
// A component's style modules (`button/style/index.js`, `button/style/compact.js`) and the click wave's
// (`_util/wave/style.js`).
const STYLE_MODULE = /[\\/]antd[\\/]es[\\/].+[\\/]style(?:[\\/][^\\/]+)?\.js$/;
const CSSINJS_UTILS_HOOKS = /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/;
const ANTD_STYLE_UTILS = /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;
const ICON_RESET = /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]useResetIconStyle\.js$/;
// The global sheet goes with ConfigProvider, which every antd screen renders under.
const CONFIG_PROVIDER = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
// In @ant-design/cssinjs-utils's style hook: under zeroRuntime it returns before registering anything.
const ZERO_RUNTIME_GATE = 'if (memoizedZeroRuntime) {';
// antd's shared styles (links, icons, the box-sizing reset) that its style utilities hand to every component's.
const RESET_STYLES = new Set(['getResetStyles', 'getCommonStyle']);

export function antdStaticStyles({ cacheDir } = {}) {
  let sheetFiles;
  let folders;
  /** The import statements of the sheets of `prefixes`. */
  const importSheets = (prefixes) =>
    prefixes
      .map((prefix) => sheetFiles.get(prefix))
      .filter(Boolean)
      .map((file) => `import ${JSON.stringify(file)};\n`)
      .join('');
  return {
    name: 'backoffice:antd-static-styles',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.ANTD_STATIC_STYLES': 'true' } }),
    configResolved(config) {
      const require = createRequire(join(config.root, 'package.json'));
      const antdRoot = dirname(require.resolve('antd/package.json'));
      folders = prefixesByFolder(join(antdRoot, 'es'));
      const prefixes = new Set([...folders.values()].flat());
      const sheets = splitByPrefix(readFileSync(join(antdRoot, 'dist/antd.css'), 'utf8'), prefixes);
      const dir = cacheDir ?? join(config.cacheDir, 'antd-static-styles');
      mkdirSync(dir, { recursive: true });
      sheetFiles = new Map();
      for (const [prefix, css] of sheets) {
        const file = join(dir, `${prefix}.css`).replace(/\\/g, '/');
        writeFileSync(file, css);
        sheetFiles.set(prefix, file);
      }
    },
    transform(code, id) {
      if (CSSINJS_UTILS_HOOKS.test(id)) {
        if (!code.includes(ZERO_RUNTIME_GATE))
          throw new Error(`antd-static-styles: no zeroRuntime gate in ${id}`);
        return { code: code.replace(ZERO_RUNTIME_GATE, 'if (true) {'), map: null };
      }
      if (ICON_RESET.test(id)) return { code: 'export default function useResetIconStyle() {}', map: null };
      if (ANTD_STYLE_UTILS.test(id)) {
        const reset = (node) =>
          node.type === 'Property' && RESET_STYLES.has(node.key?.name) ? node.value : undefined;
        return { code: emptyFunctions(code, (text) => this.parse(text), reset).code, map: null };
      }
      if (CONFIG_PROVIDER.test(id)) return { code: importSheets([GLOBAL]) + code, map: null };
      if (!STYLE_MODULE.test(id)) return undefined;
      const { code: stripped, stripped: count } = stripStyleFunctions(code, (text) => this.parse(text));
      if (count === 0) return undefined;
      return { code: importSheets(folders.get(id.match(ANTD_ES)?.[1]) ?? []) + stripped, map: null };
    },
  };
}
