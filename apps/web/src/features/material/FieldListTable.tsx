import Button from 'antd/es/button';
import type { FormListFieldData } from 'antd/es/form';
import Table, { type ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListErrors } from '../../lib/list-errors';

type Field = FormListFieldData;

/**
 * The rows of a Form.List edited as a table (BOM 子项, 分类属性): the given columns, 删除 at the end of each row,
 * the list's own errors when it has rules, and the dashed add button under it.
 */
export function FieldListTable({
  label,
  emptyText,
  fields,
  columns,
  remove,
  errors,
  addText,
  onAdd,
}: {
  label: string;
  emptyText: string;
  fields: Field[];
  columns: ColumnsType<Field>;
  remove: (name: number) => void;
  /** The Form.List's errors, for a list with rules (at least one row …). */
  errors?: ReactNode[];
  addText: string;
  onAdd: () => void;
}) {
  return (
    <>
      <Table<Field>
        aria-label={label}
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={fields}
        locale={{ emptyText }}
        columns={[
          ...columns,
          {
            key: 'remove',
            title: '',
            width: 60,
            render: (_, f) => (
              <Button type="link" danger size="small" onClick={() => remove(f.name)}>
                删除
              </Button>
            ),
          },
        ]}
      />
      {errors && <ListErrors errors={errors} />}
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={onAdd}>
        {addText}
      </Button>
    </>
  );
}
