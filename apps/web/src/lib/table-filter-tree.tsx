import type { TreeProps } from 'antd/es/tree';
import { lazyChunk } from './lazy-chunk';

/**
 * antd's Tree as antd's Table draws it in a column's filter with `filterMode: 'tree'`, loaded when such a filter
 * first opens (scripts/table-filter-tree.mjs gives it to the Table in place of its static import): every list
 * screen draws a Table, none a tree filter, and the Tree with rc-tree was ~13 KB gzip of each list screen's code
 * before its first row (issue 26).
 */
const TableFilterTree = lazyChunk<TreeProps>('table-filter-tree', () => import('antd/es/tree'));
export default TableFilterTree;
