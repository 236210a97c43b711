import type { SearchField } from '@backoffice/ui-kit';
import Radio, { type RadioGroupProps } from 'antd/es/radio';
import Select, { type SelectProps } from 'antd/es/select';
import { type DictRef, useDict } from './dict-tag';

// The tag and the values live in dict-tag.tsx, which the home page uses without antd's Select and Radio (issue 12:
// the home page's JS); the inputs of a dictionary live here.
export { type DictData, type DictRef, DictTag, TAG_COLORS, useDict } from './dict-tag';

/** A dictionary value as plain text (its label; the raw value when the dictionary does not hold it): for print. */
export function DictLabel({ dict, value }: { dict: DictRef; value: string | null | undefined }) {
  const { labelOf } = useDict(dict);
  if (value == null || value === '') return null;
  return <>{labelOf(value)}</>;
}

/** A select of a dictionary's values. */
export function DictSelect({ dict, ...props }: SelectProps & { dict: DictRef }) {
  const { options, isPending } = useDict(dict);
  return <Select allowClear loading={isPending} options={options} {...props} />;
}

/** Radio buttons of a dictionary's values (a status in a form). */
export function DictRadioGroup({ dict, ...props }: RadioGroupProps & { dict: DictRef }) {
  const { options } = useDict(dict);
  return <Radio.Group options={options} {...props} />;
}

/** A filter of a list's query bar offering a dictionary's values. */
export function dictSearchField(name: string, label: string, dict: DictRef): SearchField {
  return {
    name,
    label,
    render: () => <DictSelect dict={dict} placeholder={`请选择${label}`} style={{ width: 180 }} />,
  };
}
