import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { purePackages } from './pure-packages.mjs';
import { LAZY_TREE, tableFilterTree } from './table-filter-tree.mjs';

// A build of antd's Table alone, as the app's build makes it, with and without the two plugins. The folder sits in
// the app's node_modules so that antd resolves as it does for the app.
const folder = mkdtempSync(join(import.meta.dirname, '../node_modules/.table-filter-tree-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const entry = join(folder, 'entry.js');
writeFileSync(entry, "import Table from 'antd/es/table';\nexport default Table;\n");

/** The build's chunks: the entry's code, and the code of each chunk it loads when asked. */
async function buildTable(plugins) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: folder,
    plugins,
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'table' },
      rolldownOptions: { external: [/^react/, /^@backoffice\//, /lazy-chunk/] },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((out) => out.output);
  return {
    entry: chunks.find((chunk) => chunk.isEntry).code,
    lazy: chunks.filter((chunk) => chunk.type === 'chunk' && !chunk.isEntry).map((chunk) => chunk.code),
  };
}

// rc-tree's Tree component (its drag-and-drop indicator), which the Table's own helpers from rc-tree do not hold.
const TREE_COMPONENT = 'dropIndicatorRender';

describe("the table filter's Tree (scripts/table-filter-tree.mjs) with the pure packages (scripts/pure-packages.mjs)", () => {
  it("leaves rc-tree's Tree out of antd's Table, which imports the app's lazily loaded Tree instead", async () => {
    const before = await buildTable([]);
    expect(before.entry).toContain(TREE_COMPONENT);

    const after = await buildTable([purePackages(), tableFilterTree()]);
    expect(after.entry).not.toContain(TREE_COMPONENT);
    // The Table still draws its selection column and filters: rc-tree's helpers for them stay.
    expect(after.entry).toContain('conductCheck');
    expect(after.entry).toContain('filter-dropdown-tree');
    // The Tree the filter draws is the app's lazy one.
    expect(after.entry).toContain('table-filter-tree');
    expect(after.lazy.filter((code) => code.includes(TREE_COMPONENT))).toHaveLength(1);
  }, 60_000);

  it("fails a build in which antd's Table no longer imports its Tree, rather than swapping nothing unnoticed", async () => {
    const plugin = tableFilterTree();
    plugin.buildStart();
    expect(
      plugin.resolveId('../../../tree', join(folder, 'antd/es/table/hooks/useFilter/FilterDropdown.js')),
    ).toBe(LAZY_TREE);
    expect(plugin.resolveId('../../../tree', join(folder, 'antd/es/select/index.js'))).toBeNull();
    expect(() =>
      plugin.buildEnd.call({
        error: (message) => {
          throw new Error(message);
        },
      }),
    ).not.toThrow();
    plugin.buildStart();
    expect(() =>
      plugin.buildEnd.call({
        error: (message) => {
          throw new Error(message);
        },
      }),
    ).toThrow(/no longer imports \.\.\/\.\.\/\.\.\/tree/);
  });
});
