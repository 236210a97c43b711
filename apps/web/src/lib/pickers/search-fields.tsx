import type { SearchField } from '@backoffice/ui-kit';
import { MaterialSelect } from './MaterialSelect';
import { ProjectSelect } from './ProjectSelect';
import { SupplierSelect } from './SupplierSelect';
import { UserSelect } from './UserSelect';

/** A query bar field choosing one user by id (申请人, 采购员 …), named by its label. */
export function userSearchField(name: string, label: string): SearchField {
  return { name, label, render: () => <UserSelect aria-label={label} style={{ width: 180 }} /> };
}

/** A query bar field choosing one project by id, named by its label. */
export function projectSearchField(name: string, label: string): SearchField {
  return { name, label, render: () => <ProjectSelect aria-label={label} style={{ width: 220 }} /> };
}

/** A query bar field choosing one material by id, named by its label. */
export function materialSearchField(name: string, label: string): SearchField {
  return { name, label, render: () => <MaterialSelect aria-label={label} style={{ width: 220 }} /> };
}

/** A query bar field choosing one supplier by id, any supplier (a disabled one's records are still listed). */
export function supplierSearchField(name: string, label: string): SearchField {
  return {
    name,
    label,
    render: () => <SupplierSelect purpose="filter" aria-label={label} style={{ width: 220 }} />,
  };
}
