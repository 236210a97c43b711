import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Select, { type SelectProps } from 'antd/es/select';
import { api } from '../api';
import { ColorTag } from '../attr-tags';

/**
 * 属性标签 to put on a record: the enabled tags of one scope (物料 / 供应商 / 采购单), shown in their colour. The
 * value is the list of tag ids (`tagIds` of the record's input), or of tag names where the record keeps names (a
 * material's `tags`: `valueBy="name"`); with `single`, one tag (a list's filter).
 */
export function TagSelect({
  scope,
  single = false,
  valueBy = 'id',
  ...props
}: Omit<SelectProps<string | string[]>, 'options' | 'mode'> & {
  scope: Schema<'TagScope'>;
  single?: boolean;
  valueBy?: 'id' | 'name';
}) {
  const tags = useQuery(
    apiQueryOptions(api, 'post', '/api/purchase/attrTag/getAll', { body: { scope, status: 'ENABLED' } }),
  );
  const colours = new Map((tags.data ?? []).map((tag) => [tag[valueBy], tag.color]));
  return (
    <Select<string | string[]>
      mode={single ? undefined : 'multiple'}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={tags.isPending}
      placeholder="请选择标签"
      options={(tags.data ?? []).map((tag) => ({ value: tag[valueBy], label: tag.name }))}
      tagRender={({ value, label, closable, onClose }) => (
        <ColorTag color={colours.get(String(value))} closable={closable} onClose={onClose}>
          {label}
        </ColorTag>
      )}
      {...props}
    />
  );
}
