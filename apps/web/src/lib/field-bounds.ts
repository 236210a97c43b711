import {
  AmountSchema,
  MoneySchema,
  QuantityDoneSchema,
  QuantitySchema,
  SortSchema,
  StockLevelSchema,
  TaxRateSchema,
} from '@backoffice/sdk/schemas';
import { strictNumberProblem, type TypedNumber } from '@backoffice/ui-kit';
import type { Rule } from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import { contractRules } from './contract-rules';

/**
 * A field's rules from the contract (issue 24): the bounds of a property of the contract's JSON Schema
 * (`minimum`, `exclusiveMinimum`, `maximum`, Money's pattern, `maxLength`) become antd rules with the message at
 * the field and the props of the ui-kit's NumberInput, so the sdk's zod schemas, the forms and the mock refuse the
 * same values. Numbers are read strictly (no exponent, no letters, no more decimals than the field takes).
 */

/** What the bounds of a property are read from: its own keywords, or the shared schema it refers to. */
export interface SchemaBounds {
  readonly type?: string | readonly string[];
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly format?: string;
  readonly $ref?: string;
  readonly oneOf?: readonly SchemaBounds[];
}

/** The contract's shared bounded schemas, with the decimals each takes (the contract says them in words). */
const SHARED: Record<string, { schema: SchemaBounds; decimals: number }> = {
  Amount: { schema: AmountSchema, decimals: 2 },
  Money: { schema: MoneySchema, decimals: 2 },
  Quantity: { schema: QuantitySchema, decimals: 3 },
  QuantityDone: { schema: QuantityDoneSchema, decimals: 3 },
  StockLevel: { schema: StockLevelSchema, decimals: 3 },
  Sort: { schema: SortSchema, decimals: 0 },
  TaxRate: { schema: TaxRateSchema, decimals: 0 },
};

/** The schema a property stands for (through `$ref` and a nullable `oneOf`) and the decimals it takes. */
function resolve(property: SchemaBounds): { schema: SchemaBounds; decimals?: number } {
  const branch = property.oneOf?.find((one) => one.type !== 'null') ?? property;
  const name = branch.$ref?.split('/').pop();
  if (name !== undefined) {
    const shared = SHARED[name];
    if (!shared) throw new Error(`field-bounds: no bounds known for ${branch.$ref}`);
    return shared;
  }
  return { schema: branch };
}

/** Money's pattern `^(0|[1-9]\d{0,11})(\.\d{1,2})?$` as its largest value and decimals. */
function moneyPatternBounds(pattern: string): { max: number; decimals: number } | undefined {
  const match = /\\d\{0,(\d+)\}\)\(\\\.\\d\{1,(\d+)\}\)/.exec(pattern);
  if (!match) return undefined;
  const digits = Number(match[1]) + 1;
  const decimals = Number(match[2]);
  return { max: Number(`${'9'.repeat(digits)}.${'9'.repeat(decimals)}`), decimals };
}

const isType = (schema: SchemaBounds, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** A bound as people read it: thousands separated (999,999,999,999.99). */
export function displayBound(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
}

/** What the ui-kit's NumberInput takes from a field's bounds. */
export interface NumberInputBounds {
  decimals: number;
  stringMode?: boolean;
  min?: number;
  max?: number;
}

export interface NumberFieldBounds {
  /** The rules of the Form.Item: required (when asked), strict reading, the bounds. */
  rules: Rule[];
  /** The props of the NumberInput. */
  input: NumberInputBounds;
  /** Why a value is refused (the rule's message), or nothing: for a field outside a Form (入库/出库执行's 本次). */
  problem: (value: TypedNumber | undefined) => string | undefined;
}

/**
 * A number field's rules and input props from a property of the contract. `decimals` is needed only where the
 * contract does not say it (an inline number such as 损耗率 %); integers take none.
 */
export function numberField(
  property: SchemaBounds,
  label: string,
  options: { required?: boolean; decimals?: number; requiredMessage?: string } = {},
): NumberFieldBounds {
  const { schema, decimals: sharedDecimals } = resolve(property);
  const money = schema.pattern ? moneyPatternBounds(schema.pattern) : undefined;
  const stringMode = money !== undefined;
  const decimals = isType(schema, 'integer')
    ? 0
    : (options.decimals ?? money?.decimals ?? sharedDecimals ?? 3);
  const min = schema.minimum ?? (stringMode ? 0 : undefined);
  const above = schema.exclusiveMinimum;
  const max = schema.maximum ?? money?.max;
  const problem = (value: TypedNumber | undefined): string | undefined => {
    if (value == null || value === '') return undefined;
    if (typeof value === 'string') {
      const typed = strictNumberProblem(value, decimals);
      if (typed) return typed;
    }
    const number = Number(value);
    if (above !== undefined && !(number > above)) return `${label}必须大于 ${displayBound(above, decimals)}`;
    if (min !== undefined && number < min) return `${label}不能小于 ${displayBound(min, decimals)}`;
    if (max !== undefined && number > max) return `${label}不能超过 ${displayBound(max, decimals)}`;
    return undefined;
  };
  const rules: Rule[] = [];
  if (options.required) rules.push({ required: true, message: options.requiredMessage ?? `请输入${label}` });
  rules.push({
    validator: async (_rule, value: TypedNumber | undefined) => {
      const message = problem(value);
      if (message) throw new Error(message);
    },
  });
  return {
    rules,
    input: { decimals, ...(stringMode ? { stringMode } : {}), min: min ?? above, max },
    problem,
  };
}

/** A text field's rules from the contract: its pattern and length, said at the field. */
export function textField(property: SchemaBounds, label: string, patternMessage?: string): Rule[] {
  const { schema } = resolve(property);
  return contractRules(schema, label, patternMessage);
}

/** The number a form value stands for, when it is one (a strictly read number or its decimal text). */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/**
 * A cross-field rule: this field is not above `other` (最低库存 ≤ 最高库存), each compared when both are numbers.
 * Give the Form.Item `dependencies={[other]}` so it is checked again when the other changes.
 */
export function notAbove(other: NamePath, message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const mine = numeric(value);
      const theirs = numeric(getFieldValue(other));
      if (mine !== undefined && theirs !== undefined && mine > theirs) throw new Error(message);
    },
  });
}

/** A cross-field rule: this field is not below `other` (最高库存 ≥ 最低库存). */
export function notBelow(other: NamePath, message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const mine = numeric(value);
      const theirs = numeric(getFieldValue(other));
      if (mine !== undefined && theirs !== undefined && mine < theirs) throw new Error(message);
    },
  });
}

/**
 * A date range rule: this date (YYYY-MM-DD) is not before `start` (计划结束 ≥ 计划开始, 失效 ≥ 生效). Give the
 * Form.Item `dependencies={[start]}`.
 */
export function notBeforeDate(start: NamePath, message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const from = getFieldValue(start);
      if (typeof value === 'string' && value && typeof from === 'string' && from && value < from)
        throw new Error(message);
    },
  });
}
