import type { SearchField } from '@backoffice/ui-kit';

/** How people look for a user in any user list: by login name or phone number. */
export const USER_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'username', label: '用户名称' },
  { name: 'phone', label: '手机号码' },
];
