import { apiQueryOptions } from '@backoffice/sdk/query';
import { treeSelectOptions } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import TreeSelect from 'antd/es/tree-select';
import { useMemo } from 'react';
import { api } from '../../lib/api';

/** A department (申请部门 filter) from the department tree. */
export function DeptSelect({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (id?: string) => void;
  id?: string;
}) {
  const departments = useQuery(apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }));
  const options = useMemo(() => treeSelectOptions(departments.data ?? [], (d) => d.name), [departments.data]);
  return (
    <TreeSelect
      id={id}
      allowClear
      treeDefaultExpandAll
      placeholder="请选择部门"
      loading={departments.isPending}
      treeData={options}
      value={value}
      onChange={(next?: string) => onChange?.(next)}
      style={{ width: 180 }}
    />
  );
}
