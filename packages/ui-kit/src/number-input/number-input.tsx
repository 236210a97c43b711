import Input, { type InputProps } from 'antd/es/input';
import { type KeyboardEvent, useState } from 'react';
import { readTypedNumber, type TypedNumber, typedNumberText, typedNumberValue } from './strict-number';

export interface NumberInputProps
  extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'defaultValue'> {
  value?: TypedNumber;
  /** A number the field takes, null when empty, or the typed text itself when it is not a number it takes. */
  onChange?: (value: TypedNumber) => void;
  /** Decimals the field takes: 0 for a whole number, 2 for money, 3 for a quantity. */
  decimals?: number;
  /** Give a valid value as its decimal text ("86500.5"), for money that never travels as a float. */
  stringMode?: boolean;
  /** Bounds for the arrow keys and for assistive technology; refusing a value out of bounds is the rules' job. */
  min?: number;
  max?: number;
  /** What ↑ and ↓ add or take away. */
  step?: number;
}

/**
 * The one number input of the forms: a text field that reads numbers strictly (see strict-number.ts). What the
 * user types stays on screen exactly as typed — `1e9x` is not turned into 1000000000, `1.2345` is not rounded —
 * and the field's rules say why it is refused. ↑ / ↓ step a valid value within min and max.
 */
export function NumberInput({
  value,
  onChange,
  decimals = 0,
  stringMode = false,
  min,
  max,
  step = 1,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const [text, setText] = useState(() => typedNumberText(value));
  const [shown, setShown] = useState<TypedNumber | undefined>(value);
  if (!Object.is(shown, value)) {
    // A value from outside (the form set or reset it): show it, unless it is what the typed text already reads as.
    setShown(value);
    if (!Object.is(readTypedNumber(text, decimals, stringMode), value ?? null))
      setText(typedNumberText(value));
  }

  const type = (next: string) => {
    const read = readTypedNumber(next, decimals, stringMode);
    setText(next);
    setShown(read);
    onChange?.(read);
  };

  const current = typedNumberValue(value, decimals);
  const stepBy = (event: KeyboardEvent<HTMLInputElement>, direction: 1 | -1) => {
    if (current === undefined && text.trim() !== '') return;
    event.preventDefault();
    const scale = 10 ** decimals;
    let next = Math.round(((current ?? 0) + direction * step) * scale) / scale;
    if (max !== undefined) next = Math.min(next, max);
    if (min !== undefined) next = Math.max(next, min);
    type(String(next));
  };

  return (
    <Input
      {...props}
      role="spinbutton"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      aria-valuenow={current}
      aria-valuemin={min}
      aria-valuemax={max}
      value={text}
      onChange={(event) => type(event.target.value)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || props.disabled || props.readOnly) return;
        if (event.key === 'ArrowUp') stepBy(event, 1);
        else if (event.key === 'ArrowDown') stepBy(event, -1);
      }}
    />
  );
}
