import Select from 'antd/es/select';
import { useMemo } from 'react';
import { useUserOptions } from '../../lib/people-options';

/**
 * A colleague (申请人, 采购员) as `姓名（部门）`, searchable; `known` is shown before the list is in and when the
 * list does not hold it (the logged-in user, the person a saved document names).
 */
export function PersonSelect({
  value,
  onChange,
  known,
  id,
  'aria-label': ariaLabel,
}: {
  value?: string;
  onChange?: (userId: string) => void;
  known?: { id: string; name: string; deptName?: string };
  id?: string;
  'aria-label'?: string;
}) {
  const users = useUserOptions();
  const options = useMemo(() => {
    const list = [...users.options];
    if (known && !list.some((option) => option.value === known.id))
      list.unshift({
        value: known.id,
        label: known.deptName ? `${known.name}（${known.deptName}）` : known.name,
      });
    return list;
  }, [users.options, known]);
  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ optionFilterProp: 'label' }}
      loading={users.loading}
      options={options}
      value={value}
      onChange={(next) => onChange?.(next)}
      placeholder="选择人员"
    />
  );
}
