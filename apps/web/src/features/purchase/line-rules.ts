import { MoneySchema, QuantitySchema } from '@backoffice/sdk/schemas';
import type { Rule } from 'antd/es/form';
import { numberField } from '../../lib/field-bounds';
import { needDateAllowed } from './request-rules';

const QUANTITY = numberField(QuantitySchema, '数量', { required: true });
const PRICE = numberField(MoneySchema, '单价');

/** 数量 of a line: given, greater than 0 and at most the contract's Quantity, at most three decimals. */
export const QUANTITY_RULES: Rule[] = QUANTITY.rules;

/** The quantity input of a line: strict reading with three decimals. */
export const QUANTITY_INPUT = { ...QUANTITY.input, style: { width: '100%' } } as const;

/** 需求日期 of a line: given and not before today (issue 14). */
export function needDateRules(today: string): Rule[] {
  return [
    { required: true, message: '请选择需求日期' },
    {
      validator: async (_, value: string | null | undefined) => {
        if (value && !needDateAllowed(value, today)) throw new Error('需求日期不能早于今天');
      },
    },
  ];
}

/** A money input: decimal text with two decimals (the contract's Money), never a binary float. */
export const MONEY_INPUT = { ...PRICE.input, style: { width: '100%' } } as const;

/** 预估单价 of a request line: optional, the contract's Money (not negative, two decimals, below 10^12). */
export const ESTIMATED_PRICE_RULES: Rule[] = numberField(MoneySchema, '预估单价').rules;

/** 单价 of an order line: given, and the contract's Money. */
export const MONEY_RULES: Rule[] = [{ required: true, message: '请输入单价' }, ...PRICE.rules];
