import type { SearchField } from '@backoffice/ui-kit';
import { CategorySelect, DeptSelect } from './TreeSelects';

// Apart from search-fields.tsx: antd's TreeSelect loads only with the screens whose query bar holds a tree.

/** A query bar field choosing one department of the tree by id. */
export function deptSearchField(name: string, label: string): SearchField {
  return { name, label, render: () => <DeptSelect aria-label={label} /> };
}

/** A query bar field choosing one material category of the tree by id. */
export function categorySearchField(name: string, label: string): SearchField {
  return { name, label, render: () => <CategorySelect aria-label={label} /> };
}
