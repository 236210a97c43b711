import Input, { type InputProps } from 'antd/es/input';
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { counterText, shouldShowCounter } from '../rules/counter';

const length = (value: unknown) => (typeof value === 'string' ? [...value].length : 0);

/** A text input with `maxLength` whose `count/max` shows only when 10 or fewer characters remain (spec §5). */
export function CounterInput({ maxLength, value, ...props }: InputProps & { maxLength: number }) {
  const count = length(value);
  return (
    <Input
      {...props}
      value={value}
      maxLength={maxLength}
      // The suffix element is always there (antd: adding one while focused would drop the focus); only its text changes.
      suffix={
        <>
          {props.suffix}
          <span className="ui-kit-counter">
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
      <Input.TextArea {...props} value={value} maxLength={maxLength} />
      {shouldShowCounter(count, maxLength) && (
        <div className="ui-kit-counter" style={{ textAlign: 'right', opacity: 0.65 }}>
          {counterText(count, maxLength)}
        </div>
      )}
    </div>
  );
}
