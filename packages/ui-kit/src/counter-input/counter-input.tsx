import Input, { type InputProps } from 'antd/es/input';
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { counterText, shouldShowCounter } from '../rules/counter';

const length = (value: unknown) => (typeof value === 'string' ? [...value].length : 0);

/** The count's style: the error colour once the text is longer than the field takes. */
const countStyle = (count: number, max: number) =>
  count > max ? { color: 'var(--ant-color-error)' } : undefined;

/**
 * A text input with `maxLength` whose `count/max` shows only when 10 or fewer characters remain (spec §5). Text
 * longer than `maxLength` is not cut (a paste of 200 characters stays as pasted, issue 24): the count turns red
 * and the field's rule (`contractRules` / `textField`) says `不能超过 N 个字符`.
 */
export function CounterInput({ maxLength, value, ...props }: InputProps & { maxLength: number }) {
  const count = length(value);
  return (
    <Input
      {...props}
      value={value}
      // The suffix element is always there (antd: adding one while focused would drop the focus); only its text changes.
      suffix={
        <>
          {props.suffix}
          <span className="ui-kit-counter" style={countStyle(count, maxLength)}>
            {shouldShowCounter(count, maxLength) ? counterText(count, maxLength) : ''}
          </span>
        </>
      }
    />
  );
}

/** The text area twin of CounterInput. */
export function CounterTextArea({ maxLength, value, ...props }: TextAreaProps & { maxLength: number }) {
  const count = length(value);
  return (
    <div>
      <Input.TextArea {...props} value={value} />
      {shouldShowCounter(count, maxLength) && (
        <div
          className="ui-kit-counter"
          style={{
            textAlign: 'right',
            opacity: count > maxLength ? 1 : 0.65,
            ...countStyle(count, maxLength),
          }}
        >
          {counterText(count, maxLength)}
        </div>
      )}
    </div>
  );
}
