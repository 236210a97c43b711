import type { Rule } from 'antd/es/form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { NumberInput } from '../number-input/number-input';
import { strictNumberProblem, type TypedNumber } from '../number-input/strict-number';
import { controlFor, type DynamicFieldDefinition, selectOptions } from '../rules/dynamic-field';

/** spec §5: number fields are at least 0. */
export const DYNAMIC_NUMBER_MIN = 0;
/** The contract says no more of a dynamic number: below 10^12 (as money) with at most three decimals (as a quantity). */
export const DYNAMIC_NUMBER_MAX = 999_999_999_999;
export const DYNAMIC_NUMBER_DECIMALS = 3;

function rulesFor(definition: DynamicFieldDefinition): Rule[] {
  const rules: Rule[] = [];
  if (definition.required && controlFor(definition) !== 'switch') {
    rules.push({
      required: true,
      message: `请${controlFor(definition) === 'select' ? '选择' : '输入'}${definition.name}`,
    });
  }
  if (controlFor(definition) === 'number') {
    rules.push({
      // read strictly (no exponent, no letters): what was typed stays on screen and this says why it is refused
      validator: async (_rule, value: TypedNumber | undefined) => {
        if (value == null || value === '') return;
        const problem =
          typeof value === 'string' ? strictNumberProblem(value, DYNAMIC_NUMBER_DECIMALS) : undefined;
        if (problem) throw new Error(problem);
        const number = Number(value);
        if (number < DYNAMIC_NUMBER_MIN) throw new Error(`${definition.name}不能小于 ${DYNAMIC_NUMBER_MIN}`);
        if (number > DYNAMIC_NUMBER_MAX)
          throw new Error(`${definition.name}不能超过 ${DYNAMIC_NUMBER_MAX.toLocaleString('en-US')}`);
      },
    });
  }
  return rules;
}

/**
 * One generated form field (spec §5): number → number input, minimum 0, required if defined; boolean → switch;
 * with acceptValues → select of value → label; otherwise a text input. Use inside any antd Form.
 */
export function DynamicField({
  definition,
  readOnly = false,
  namePrefix = [],
}: {
  definition: DynamicFieldDefinition;
  readOnly?: boolean;
  /** Where the values live in the outer form, e.g. ['formData']. */
  namePrefix?: (string | number)[];
}) {
  const control = controlFor(definition);
  const disabled = readOnly || definition.editable === false;
  return (
    <Form.Item
      name={[...namePrefix, definition.code]}
      label={definition.name}
      rules={disabled ? [] : rulesFor(definition)}
      valuePropName={control === 'switch' ? 'checked' : 'value'}
    >
      {control === 'number' ? (
        // What is typed stays as typed (-1, 1e9x): the rule tells the user instead of the control changing it.
        <NumberInput
          disabled={disabled}
          decimals={DYNAMIC_NUMBER_DECIMALS}
          min={DYNAMIC_NUMBER_MIN}
          max={DYNAMIC_NUMBER_MAX}
          placeholder={`请输入${definition.name}`}
        />
      ) : control === 'switch' ? (
        <Switch disabled={disabled} />
      ) : control === 'select' ? (
        <Select
          options={selectOptions(definition)}
          disabled={disabled}
          allowClear
          placeholder={`请选择${definition.name}`}
        />
      ) : (
        <Input disabled={disabled} placeholder={`请输入${definition.name}`} />
      )}
    </Form.Item>
  );
}
