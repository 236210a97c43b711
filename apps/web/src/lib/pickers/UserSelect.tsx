import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { api } from '../api';
import { selectStates } from './select-states';
import type { User } from './UserPicker';

/** How many users the select loads. */
export const USER_SELECT_SIZE = 200;

/** Props of {@link UserSelect}. */
export interface UserSelectProps {
  value?: string;
  onChange?: (userId: string | undefined, user?: User) => void;
  placeholder?: string;
  /** The user a saved record names, shown before the list is in (项目经理 of a project). */
  known?: { id: string; name: string };
  id?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

/** One enabled colleague (项目经理, 负责人), `姓名（部门）`, searchable; an antd Form control. */
export function UserSelect({
  value,
  onChange,
  placeholder = '选择人员',
  known,
  style,
  ...rest
}: UserSelectProps) {
  const users = useQuery(
    apiQueryOptions(api, 'post', '/api/admin/user/getPage', {
      body: { pageNum: 1, pageSize: USER_SELECT_SIZE, status: 'ENABLED' },
    }),
  );
  const options = useMemo(() => {
    const list = (users.data?.list ?? []).map((u) => ({
      value: u.id,
      label: `${u.nickname}（${u.deptName}）`,
    }));
    if (known && !list.some((o) => o.value === known.id))
      list.unshift({ value: known.id, label: known.name });
    return list;
  }, [users.data, known]);
  return (
    <Select
      id={rest.id}
      aria-label={rest['aria-label']}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      value={value}
      placeholder={placeholder}
      loading={users.isPending}
      {...selectStates('人员', users, { empty: '没有可选的人员' })}
      options={options}
      onChange={(id: string | undefined) =>
        onChange?.(
          id,
          users.data?.list.find((u) => u.id === id),
        )
      }
      style={style}
    />
  );
}
