import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Colleagues to pick (转交, 抄送, 指定成员), labelled with their department; fetched only when `enabled`. */
export function useUserOptions(enabled = true) {
  const users = useQuery({ ...apiQueryOptions(api, 'get', '/api/workflow/userOptions'), enabled });
  return {
    options: (users.data ?? []).map((user) => ({
      value: user.id,
      label: `${user.name}（${user.deptName}）`,
    })),
    loading: enabled && users.isPending,
  };
}

/** The enabled roles to pick (审批人: 角色), by their sort; fetched only when `enabled`. */
export function useRoleOptions(enabled = true) {
  const roles = useQuery({ ...apiQueryOptions(api, 'get', '/api/admin/role/getAll', {}), enabled });
  return {
    options: (roles.data ?? [])
      .filter((role) => role.status === 'ENABLED')
      .sort((a, b) => a.sort - b.sort)
      .map((role) => ({ value: role.id, label: role.roleName })),
    loading: enabled && roles.isPending,
  };
}
