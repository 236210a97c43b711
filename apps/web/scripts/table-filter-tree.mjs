// antd's Table imports its Tree statically for one case, a column filter with `filterMode: 'tree'`
// (antd/es/table/hooks/useFilter/FilterDropdown.js), so every screen with a table loaded the Tree and rc-tree
// before its first row (issue 26: ~13 KB gzip of a list screen). This plugin gives that one import the app's
// lazily loaded Tree instead (src/lib/table-filter-tree.tsx); elsewhere antd's Tree is imported as usual. A build
// in which antd's FilterDropdown no longer imports its Tree so fails, so an upgrade of antd cannot drop the swap
// unnoticed.
import { fileURLToPath } from 'node:url';

const FILTER_DROPDOWN = /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const TREE_IMPORT = '../../../tree';
export const LAZY_TREE = fileURLToPath(new URL('../src/lib/table-filter-tree.tsx', import.meta.url));

/** @returns {import('vite').Plugin} */
export function tableFilterTree() {
  let swapped = false;
  return {
    name: 'table-filter-tree',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      swapped = false;
    },
    resolveId(source, importer) {
      if (source !== TREE_IMPORT || !importer || !FILTER_DROPDOWN.test(importer)) return null;
      swapped = true;
      return LAZY_TREE;
    },
    buildEnd(error) {
      if (!error && !swapped)
        this.error(
          `antd's table filter no longer imports ${TREE_IMPORT}: scripts/table-filter-tree.mjs swaps nothing`,
        );
    },
  };
}
