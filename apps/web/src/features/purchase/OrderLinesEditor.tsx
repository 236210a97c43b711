import { NumberInput } from '@backoffice/ui-kit';
import Form, { type FormListFieldData } from 'antd/es/form';
import Select from 'antd/es/select';
import type { ReactNode } from 'react';
import { DateInput } from '../../lib/date-fields';
import { displayMoney } from '../../lib/money';
import { lineAmounts, orderTotals } from './amounts';
import { LinesEditorTable } from './LinesEditorTable';
import { orderTotalCells } from './LineTotalsRow';
import { MONEY_INPUT, MONEY_RULES, QUANTITY_INPUT, QUANTITY_RULES } from './line-rules';
import { LineValue, lineLabel, materialCopyColumns } from './material-line-cells';
import { boundedQuantity, type OrderLineValues } from './order-lines';

type Field = FormListFieldData;

/** The VAT rates in use (TaxRate of the contract): 13 % goods, 9 %, 6 % services, 3 % and 1 % small-scale, 0. */
const TAX_RATE_OPTIONS = [13, 9, 6, 3, 1, 0].map((rate) => ({ value: rate, label: `${rate}%` }));

/** Why a quantity is out of its line's bounds (boundedQuantity would change it), or nothing. */
function boundsMessage(line: OrderLineValues | undefined, quantity: number | null | undefined) {
  if (!line || quantity == null || boundedQuantity(quantity, line) === quantity) return undefined;
  return line.maxQuantity !== undefined && quantity > line.maxQuantity
    ? `不能超过申请未下单的 ${line.maxQuantity}`
    : `不能少于已入库的 ${line.minQuantity}`;
}

/**
 * The lines of a purchase order (screens.md §7): the material's copy, 数量 (a line from a request capped by what is
 * still unordered, an amended one kept at least at what was received), 单价 (tax excluded), 税率, and 金额 / 税额 /
 * 含税金额 and the 合计 row computed as the user types, exactly (cents, half up per line).
 */
export function OrderLinesEditor({ addLines }: { addLines?: ReactNode }) {
  const form = Form.useFormInstance();
  const lines = Form.useWatch<OrderLineValues[] | undefined>('lines', { preserve: true }) ?? [];
  const totals = orderTotals(lines);
  const amountCell = (pick: 'amount' | 'tax' | 'withTax') => (_: unknown, field: Field) => (
    <LineValue<OrderLineValues>
      name={field.name}
      render={(line) => displayMoney(lineAmounts(line)?.[pick])}
    />
  );
  return (
    <LinesEditorTable<OrderLineValues>
      label="订单明细"
      minWidth={1330}
      totals={orderTotalCells(totals, 3)}
      // A line that has received goods stays (变更 keeps it at least at what was received).
      canRemove={(line) => line.minQuantity === undefined}
      addLines={addLines}
      columns={[
        ...materialCopyColumns<OrderLineValues>({ material: 180, spec: 150, unit: 60 }),
        {
          key: 'quantity',
          title: '数量',
          width: 120,
          render: (_, field) => (
            <Form.Item
              name={[field.name, 'quantity']}
              rules={[
                ...QUANTITY_RULES,
                {
                  validator: async (_rule, quantity: number | null | undefined) => {
                    const message = boundsMessage(form.getFieldValue(['lines', field.name]), quantity);
                    if (message) throw new Error(message);
                  },
                },
              ]}
              style={{ margin: 0 }}
            >
              {/* A line from a request stops at what is still unordered (↑ stops there, boundsMessage says why). */}
              <NumberInput
                {...QUANTITY_INPUT}
                aria-label={`数量（${lineLabel(field)}）`}
                max={form.getFieldValue(['lines', field.name, 'maxQuantity']) ?? QUANTITY_INPUT.max}
              />
            </Form.Item>
          ),
        },
        {
          key: 'unitPrice',
          title: '单价',
          width: 120,
          render: (_, field) => (
            <Form.Item name={[field.name, 'unitPrice']} rules={MONEY_RULES} style={{ margin: 0 }}>
              <NumberInput {...MONEY_INPUT} aria-label={`单价（${lineLabel(field)}）`} />
            </Form.Item>
          ),
        },
        {
          key: 'taxRate',
          title: '税率',
          width: 90,
          render: (_, field) => (
            <Form.Item name={[field.name, 'taxRate']} style={{ margin: 0 }}>
              <Select aria-label={`税率（${lineLabel(field)}）`} options={TAX_RATE_OPTIONS} />
            </Form.Item>
          ),
        },
        { key: 'amount', title: '金额', width: 110, align: 'right', render: amountCell('amount') },
        { key: 'tax', title: '税额', width: 100, align: 'right', render: amountCell('tax') },
        {
          key: 'withTax',
          title: '含税金额',
          width: 120,
          align: 'right',
          render: amountCell('withTax'),
        },
        {
          key: 'deliveryDate',
          title: '交货日期',
          width: 150,
          render: (_, field) => (
            <Form.Item name={[field.name, 'deliveryDate']} style={{ margin: 0 }}>
              <DateInput aria-label={`交货日期（${lineLabel(field)}）`} style={{ width: 140 }} />
            </Form.Item>
          ),
        },
        {
          key: 'source',
          title: '来源申请',
          width: 160,
          render: (_, field) => (
            <LineValue<OrderLineValues> name={field.name} render={(line) => line.sourceRequestNo} />
          ),
        },
      ]}
    />
  );
}
