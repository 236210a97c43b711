import type { MenuPermission } from '../lib/access';

/** A menu permission item of the contract for a route path (test data). */
export function menuPermission(path: string | null): MenuPermission {
  return {
    id: '4cf3b7fe13985127da738b413184322c',
    parentId: '0',
    name: path ?? '按钮',
    type: path ? 'C' : 'F',
    path,
    icon: null,
    sort: 1,
    code: null,
    visible: true,
    status: 'ENABLED',
  };
}
