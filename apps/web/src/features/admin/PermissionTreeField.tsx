import Checkbox from 'antd/es/checkbox';
import Space from 'antd/es/space';
import Tree from 'antd/es/tree';
import { useState } from 'react';
import { leafKeys, type TreeData, treeKeys } from '../../lib/tree-data';

/**
 * 菜单权限 of a role: a checkbox tree of menus and buttons with 展开/折叠, 全选/全不选 and 父子联动
 * (screens.md §9). A form control: `value` is what is ticked; `linked` whether ticking a parent ticks its
 * children.
 */
export function PermissionTreeField({
  treeData,
  value = [],
  onChange,
  linked,
  onLinkedChange,
}: {
  treeData: TreeData[];
  value?: string[];
  onChange?: (value: string[]) => void;
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
}) {
  const keys = treeKeys(treeData);
  const [expanded, setExpanded] = useState<string[]>(keys);
  const ticked = new Set(value);
  const allChecked = (linked ? leafKeys(treeData) : keys).every((key) => ticked.has(key));
  return (
    <div>
      <Space wrap>
        <Checkbox
          checked={expanded.length === keys.length}
          onChange={(event) => setExpanded(event.target.checked ? keys : [])}
        >
          展开/折叠
        </Checkbox>
        <Checkbox
          checked={allChecked}
          indeterminate={value.length > 0 && !allChecked}
          onChange={(event) => onChange?.(event.target.checked ? keys : [])}
        >
          全选/全不选
        </Checkbox>
        <Checkbox checked={linked} onChange={(event) => onLinkedChange(event.target.checked)}>
          父子联动
        </Checkbox>
      </Space>
      <Tree
        aria-label="菜单权限"
        checkable
        selectable={false}
        checkStrictly={!linked}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(next) => setExpanded(next.map(String))}
        checkedKeys={value}
        onCheck={(checked) => onChange?.((Array.isArray(checked) ? checked : checked.checked).map(String))}
        style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, padding: 8, marginTop: 8 }}
      />
    </div>
  );
}
