import type { Plugin } from 'vite';

/** Build only: antd's Table imports the app's lazily loaded Tree (src/lib/table-filter-tree.tsx) for its tree filter. */
export declare function tableFilterTree(): Plugin;
/** The app's lazily loaded Tree, the file the Table's filter imports instead of antd's. */
export declare const LAZY_TREE: string;
