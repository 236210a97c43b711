import { PurchaseRequestLineInputSchema } from '@backoffice/sdk/schemas';
import { NumberInput } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import { DateInput } from '../../lib/date-fields';
import { localDate } from '../../lib/dates';
import { textField } from '../../lib/field-bounds';
import { displayMoney } from '../../lib/money';
import { SupplierSelect } from '../../lib/pickers/SupplierSelect';
import { estimatedAmount, requestTotals } from './amounts';
import { LinesEditorTable } from './LinesEditorTable';
import {
  ESTIMATED_PRICE_RULES,
  MONEY_INPUT,
  needDateRules,
  QUANTITY_INPUT,
  QUANTITY_RULES,
} from './line-rules';
import { LineValue, lineLabel, materialCopyColumns } from './material-line-cells';
import type { RequestLineValues } from './request-form';

/** 用途 of a line: at most the contract's length, refused at the field (never cut). */
const PURPOSE_RULES = textField(PurchaseRequestLineInputSchema.properties.purpose, '用途');

/**
 * The lines of a purchase request (screens.md §7): the material's copy (code, name, spec, unit), 申请数量 > 0,
 * 需求日期 not before today, 预估单价 and the 预估金额 it makes, 建议供应商 and 用途, with the 合计 row computed as
 * the user types. `addLines` is where new lines come from (the material picker).
 */
export function RequestLinesEditor({ addLines }: { addLines?: ReactNode }) {
  const lines = Form.useWatch<RequestLineValues[] | undefined>('lines', { preserve: true }) ?? [];
  const totals = requestTotals(lines);
  const today = localDate();
  return (
    <LinesEditorTable<RequestLineValues>
      label="申请明细"
      minWidth={1260}
      totals={[{ total: totals.quantity }, { span: 2 }, { total: displayMoney(totals.amount) }, { span: 3 }]}
      addLines={addLines}
      columns={[
        ...materialCopyColumns<RequestLineValues>({ material: 190, spec: 170, unit: 64 }),
        {
          key: 'quantity',
          title: '申请数量',
          width: 120,
          render: (_, field) => (
            <Form.Item name={[field.name, 'quantity']} rules={QUANTITY_RULES} style={{ margin: 0 }}>
              <NumberInput {...QUANTITY_INPUT} aria-label={`申请数量（${lineLabel(field)}）`} />
            </Form.Item>
          ),
        },
        {
          key: 'needDate',
          title: '需求日期',
          width: 150,
          render: (_, field) => (
            <Form.Item name={[field.name, 'needDate']} rules={needDateRules(today)} style={{ margin: 0 }}>
              <DateInput aria-label={`需求日期（${lineLabel(field)}）`} style={{ width: 140 }} />
            </Form.Item>
          ),
        },
        {
          key: 'estimatedPrice',
          title: '预估单价',
          width: 120,
          render: (_, field) => (
            <Form.Item
              name={[field.name, 'estimatedPrice']}
              rules={ESTIMATED_PRICE_RULES}
              style={{ margin: 0 }}
            >
              <NumberInput {...MONEY_INPUT} aria-label={`预估单价（${lineLabel(field)}）`} />
            </Form.Item>
          ),
        },
        {
          key: 'estimatedAmount',
          title: '预估金额',
          width: 110,
          align: 'right',
          render: (_, field) => (
            <LineValue<RequestLineValues>
              name={field.name}
              render={(line) => displayMoney(estimatedAmount(line))}
            />
          ),
        },
        {
          key: 'supplier',
          title: '建议供应商',
          width: 190,
          render: (_, field) => (
            <Form.Item name={[field.name, 'suggestedSupplierId']} style={{ margin: 0 }}>
              <SupplierSelect purpose="order" aria-label={`建议供应商（${lineLabel(field)}）`} />
            </Form.Item>
          ),
        },
        {
          key: 'purpose',
          title: '用途',
          width: 120,
          render: (_, field) => (
            <Form.Item name={[field.name, 'purpose']} rules={PURPOSE_RULES} style={{ margin: 0 }}>
              <Input aria-label={`用途（${lineLabel(field)}）`} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
