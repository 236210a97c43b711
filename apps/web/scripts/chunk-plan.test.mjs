import { describe, expect, it } from 'vitest';
import { planChunks } from './chunk-plan.mjs';

/** A probe chunk: its file, the modules in it with their sizes, what it imports, and its lazy entry if any. */
const chunk = (fileName, modules, { facade, entry = false, imports = [], lazy = [] } = {}) => ({
  fileName,
  isEntry: entry,
  isDynamicEntry: Boolean(facade) && !entry,
  facadeModuleId: facade ? `/app/${facade}` : null,
  imports,
  dynamicImports: lazy,
  modules: Object.fromEntries(
    Object.entries(modules).map(([id, size]) => [`/app/${id}`, { renderedLength: size }]),
  ),
});

const page = (name, imports) =>
  chunk(
    `${name}.js`,
    { [`src/features/${name}.tsx`]: 2000 },
    { facade: `src/features/${name}.tsx`, imports },
  );

/**
 * A small app as the probe build sees it: the entry loads start, start the layout, the login page and three
 * screens; the login page shares the form with two screens; the layout shares the menu with a screen.
 */
function app({ bigAB = 0 } = {}) {
  return [
    chunk('index.js', { 'src/main.tsx': 100 }, { facade: 'src/main.tsx', entry: true, lazy: ['start.js'] }),
    chunk(
      'start.js',
      { 'src/app/start.tsx': 100, 'src/app/router.tsx': 5000 },
      {
        facade: 'src/app/start.tsx',
        imports: ['react.js'],
        lazy: ['AppLayout.js', 'LoginPage.js', 'a/APage.js', 'b/BPage.js', 'c/CPage.js'],
      },
    ),
    chunk('react.js', { 'node_modules/react/index.js': 50000 }),
    chunk(
      'AppLayout.js',
      { 'src/app/layout/AppLayout.tsx': 3000 },
      {
        facade: 'src/app/layout/AppLayout.tsx',
        imports: ['menu.js'],
      },
    ),
    chunk('menu.js', { 'node_modules/antd/es/menu/index.js': 8000 }),
    chunk(
      'LoginPage.js',
      { 'src/features/login/LoginPage.tsx': 1500 },
      {
        facade: 'src/features/login/LoginPage.tsx',
        imports: ['form.js'],
      },
    ),
    chunk('form.js', { 'node_modules/antd/es/form/index.js': 9000, 'src/lib/barrel.ts': 0 }),
    chunk('table.js', { 'node_modules/antd/es/table/index.js': 12000 }),
    chunk('tiny-ab.js', { 'src/lib/money.ts': 300 }),
    chunk('tiny-bc.js', { 'src/lib/dates.ts': 400 }),
    ...(bigAB ? [chunk('big-ab.js', { 'node_modules/antd/es/tree/index.js': bigAB })] : []),
    page('a/APage', ['form.js', 'table.js', 'tiny-ab.js', 'menu.js', ...(bigAB ? ['big-ab.js'] : [])]),
    page('b/BPage', ['form.js', 'table.js', 'tiny-ab.js', 'tiny-bc.js', ...(bigAB ? ['big-ab.js'] : [])]),
    page('c/CPage', ['table.js', 'tiny-bc.js']),
  ];
}
const skip = (id) => id.includes('/react/');
const group = (groups, id) => groups.get(`/app/${id}`);

describe('planChunks', () => {
  it('leaves the lazy entries, the entry, what one lazy entry loads alone and the vendor groups to Rolldown', () => {
    const groups = planChunks(app(), { skip });
    for (const id of [
      'src/main.tsx',
      'src/app/start.tsx',
      'src/app/layout/AppLayout.tsx',
      'src/features/login/LoginPage.tsx',
      'src/features/a/APage.tsx',
      'src/app/router.tsx',
      'node_modules/react/index.js',
    ])
      expect(group(groups, id), id).toBeUndefined();
  });

  it('groups what the screens share, into fewer chunks than Rolldown', () => {
    const groups = planChunks(app(), { skip });
    const shared = ['node_modules/antd/es/table/index.js', 'src/lib/money.ts', 'src/lib/dates.ts'];
    for (const id of shared) expect(group(groups, id), id).toBeDefined();
    // Three chunks of a few bytes each, loaded by every screen or most: one chunk, with the layout's menu.
    expect(new Set(shared.map((id) => group(groups, id))).size).toBe(1);
    expect(group(groups, 'node_modules/antd/es/menu/index.js')).toBe(group(groups, shared[0]));
  });

  it('never puts what the login page loads with code only the layout and the screens load', () => {
    const groups = planChunks(app(), { skip });
    const form = group(groups, 'node_modules/antd/es/form/index.js');
    expect(form).toBeDefined();
    expect(group(groups, 'src/lib/barrel.ts')).toBe(form);
    for (const id of ['node_modules/antd/es/table/index.js', 'node_modules/antd/es/menu/index.js'])
      expect(group(groups, id)).not.toBe(form);
  });

  it('keeps apart what would make a screen load much more than it needs', () => {
    // The tree is as big as the rest of the app: screen C, which does not use it, must not load it.
    const groups = planChunks(app({ bigAB: 100000 }), { skip });
    const tree = group(groups, 'node_modules/antd/es/tree/index.js');
    expect(tree).toBeDefined();
    expect(group(groups, 'node_modules/antd/es/table/index.js')).not.toBe(tree);
    expect(group(groups, 'src/lib/dates.ts')).not.toBe(tree);
  });

  it('fails loudly when the probe has no chunk for the start, the layout or the login page', () => {
    const chunks = app().filter((c) => c.fileName !== 'AppLayout.js');
    expect(() => planChunks(chunks, { skip })).toThrow(/no lazy chunk for src\/app\/layout\/AppLayout\.tsx/);
  });
});
