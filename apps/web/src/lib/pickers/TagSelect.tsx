import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Select, { type SelectProps } from 'antd/es/select';
import { api } from '../api';
import { ColorTag } from '../attr-tags';

/**
 * 属性标签 to put on a record: the enabled tags of one scope (物料 / 供应商 / 采购单), shown in their colour. The
 * value is the list of tag ids (`tagIds` of the record's input); with `single`, one tag id (a list's filter).
 */
export function TagSelect({
  scope,
  single = false,
  ...props
}: Omit<SelectProps<string | string[]>, 'options' | 'mode'> & {
  scope: Schema<'TagScope'>;
  single?: boolean;
}) {
  const tags = useQuery(
    apiQueryOptions(api, 'post', '/api/purchase/attrTag/getAll', { body: { scope, status: 'ENABLED' } }),
  );
  const colours = new Map((tags.data ?? []).map((tag) => [tag.id, tag.color]));
  return (
    <Select<string | string[]>
      mode={single ? undefined : 'multiple'}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={tags.isPending}
      placeholder="请选择标签"
      options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
      tagRender={({ value, label, closable, onClose }) => (
        <ColorTag color={colours.get(String(value))} closable={closable} onClose={onClose}>
          {label}
        </ColorTag>
      )}
      {...props}
    />
  );
}
