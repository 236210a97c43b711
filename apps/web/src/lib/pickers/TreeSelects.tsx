import { apiQueryOptions } from '@backoffice/sdk/query';
import { treeSelectOptions } from '@backoffice/ui-kit';
import { useQuery } from '@tanstack/react-query';
import TreeSelect from 'antd/es/tree-select';
import { useMemo } from 'react';
import { api } from '../api';

interface TreeValueProps {
  value?: string;
  onChange?: (id?: string) => void;
  id?: string;
  'aria-label'?: string;
}

/** One node of a tree the server sends whole (departments, material categories), the value its id. */
function TreeValueSelect({
  nodes,
  loading,
  placeholder,
  value,
  onChange,
  ...props
}: TreeValueProps & {
  nodes: readonly { id: string; parentId?: string | null; name: string }[] | undefined;
  loading: boolean;
  placeholder: string;
}) {
  const options = useMemo(() => treeSelectOptions(nodes ?? [], (node) => node.name), [nodes]);
  return (
    <TreeSelect
      {...props}
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={placeholder}
      loading={loading}
      treeData={options}
      value={value}
      onChange={(next?: string) => onChange?.(next)}
      style={{ width: 180 }}
    />
  );
}

/** A department from the department tree (申请部门, 所属部门 …). */
export function DeptSelect(props: TreeValueProps) {
  const departments = useQuery(apiQueryOptions(api, 'post', '/api/admin/dept/getAll', { body: {} }));
  return (
    <TreeValueSelect
      {...props}
      nodes={departments.data}
      loading={departments.isPending}
      placeholder="请选择部门"
    />
  );
}

/** A material category from the category tree (物料编码's 分类). */
export function CategorySelect(props: TreeValueProps) {
  const categories = useQuery(apiQueryOptions(api, 'post', '/api/material/category/getAll', { body: {} }));
  return (
    <TreeValueSelect
      {...props}
      nodes={categories.data}
      loading={categories.isPending}
      placeholder="请选择分类"
    />
  );
}
