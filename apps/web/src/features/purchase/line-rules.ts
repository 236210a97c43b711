import { MoneySchema } from '@backoffice/sdk/schemas';
import type { Rule } from 'antd/es/form';
import { needDateAllowed } from './request-rules';

/** Whether a quantity has at most three decimals (0.001 千克), as the contract's Quantity allows. */
export const atMostThreeDecimals = (value: number): boolean =>
  Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

/** 数量 of a line: given and greater than 0 (the contract's Quantity: exclusiveMinimum 0). */
export const QUANTITY_RULES: Rule[] = [
  { required: true, message: '请输入数量' },
  {
    validator: async (_, value: number | null | undefined) => {
      if (value == null) return;
      if (!(value > 0)) throw new Error('数量必须大于 0');
      if (!atMostThreeDecimals(value)) throw new Error('数量最多三位小数');
    },
  },
];

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
export const MONEY_INPUT = {
  stringMode: true,
  min: '0',
  precision: 2,
  style: { width: '100%' },
} as const;

/** The contract's pattern of Money, for a rule on a price the user must give (an order line's 单价). */
export const MONEY_RULES: Rule[] = [
  { required: true, message: '请输入单价' },
  { pattern: new RegExp(MoneySchema.pattern), message: '金额最多两位小数' },
];
