import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Form, { type FormListFieldData } from 'antd/es/form';
import Table, { type ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListErrors } from '../../lib/list-errors';
import { type LineTotalCell, LineTotalsRow } from './LineTotalsRow';
import { AT_LEAST_ONE_LINE, LineValue, lineLabel } from './material-line-cells';
import { ScrollRegion } from './ScrollRegion';

type Field = FormListFieldData;

/**
 * A purchase form's editable lines (申请明细, 订单明细): the form's `lines` (at least one) as a table in its scroll
 * region, a delete button ending each line, the 合计 row once there are lines, the list's error, then `addLines`
 * (where new lines come from).
 */
export function LinesEditorTable<Line>({
  label,
  minWidth,
  columns,
  totals,
  canRemove,
  addLines,
}: {
  label: string;
  minWidth: number;
  columns: ColumnsType<Field>;
  totals: readonly LineTotalCell[];
  /** Whether a line may be deleted (an amended order keeps the lines it has received); all may when not given. */
  canRemove?: (line: Line) => boolean;
  addLines?: ReactNode;
}) {
  return (
    <Form.List name="lines" rules={AT_LEAST_ONE_LINE}>
      {(fields, { remove }, { errors }) => {
        const removeButton = (field: Field) => (
          <Button
            type="text"
            danger
            aria-label={`删除${lineLabel(field)}`}
            icon={<DeleteOutlined />}
            onClick={() => remove(field.name)}
          />
        );
        return (
          <>
            <ScrollRegion label={label} minWidth={minWidth}>
              <Table<Field>
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={fields}
                locale={{ emptyText: '还没有物料' }}
                columns={[
                  ...columns,
                  {
                    key: 'remove',
                    title: '操作',
                    width: 56,
                    fixed: 'right',
                    render: (_, field) =>
                      canRemove ? (
                        <LineValue<Line>
                          name={field.name}
                          render={(line) => canRemove(line) && removeButton(field)}
                        />
                      ) : (
                        removeButton(field)
                      ),
                  },
                ]}
                summary={() => fields.length > 0 && <LineTotalsRow cells={totals} />}
              />
            </ScrollRegion>
            <ListErrors errors={errors} />
            {addLines}
          </>
        );
      }}
    </Form.List>
  );
}
