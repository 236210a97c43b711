import type { Rule } from 'antd/es/form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { controlFor, type DynamicFieldDefinition, selectOptions } from '../rules/dynamic-field';

/** spec §5: number fields are at least 0. */
export const DYNAMIC_NUMBER_MIN = 0;

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
      type: 'number',
      min: DYNAMIC_NUMBER_MIN,
      message: `${definition.name}不能小于 ${DYNAMIC_NUMBER_MIN}`,
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
        // No `min` on the control: it would silently clamp -1 to 0; the rule tells the user instead.
        <InputNumber disabled={disabled} style={{ width: '100%' }} placeholder={`请输入${definition.name}`} />
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
