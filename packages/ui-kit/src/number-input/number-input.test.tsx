import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput } from './number-input';
import { readTypedNumber, strictNumberProblem, typedNumberValue } from './strict-number';

describe('strict reading of a typed number', () => {
  it.each([
    ['12', 0, undefined],
    ['-3', 0, undefined],
    ['12.5', 2, undefined],
    ['0.125', 3, undefined],
    ['1e9', 0, '不能用指数写法（如 1e9），请输入普通数字'],
    ['1e9x', 0, '只能输入数字'],
    ['12abc', 0, '只能输入数字'],
    ['1.2.3', 2, '请输入正确的数字'],
    ['.5', 2, '请输入正确的数字'],
    ['1.2345', 2, '最多 2 位小数'],
    ['1.5', 0, '请输入整数'],
  ])('%s with %i decimals: %s', (text, decimals, problem) => {
    expect(strictNumberProblem(text, decimals)).toBe(problem);
  });

  it('gives the number, its decimal text in string mode, or the text itself when it is not one', () => {
    expect(readTypedNumber(' ', 2)).toBeNull();
    expect(readTypedNumber('12.5', 2)).toBe(12.5);
    expect(readTypedNumber('12.5', 2, true)).toBe('12.5');
    expect(readTypedNumber('1e9x', 0)).toBe('1e9x');
    expect(typedNumberValue('12.50', 2)).toBe(12.5);
    expect(typedNumberValue('1e9x', 0)).toBeUndefined();
  });
});

function Field({ initial = null as number | string | null, decimals = 0, stringMode = false }) {
  const [value, setValue] = useState<number | string | null>(initial);
  return (
    <>
      <NumberInput
        aria-label="保质期"
        decimals={decimals}
        stringMode={stringMode}
        min={0}
        max={100}
        value={value}
        onChange={setValue}
      />
      <output aria-label="值">{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue(7)}>
        设为 7
      </button>
    </>
  );
}

const input = () => screen.getByRole('spinbutton', { name: '保质期' });
const value = () => screen.getByLabelText('值').textContent;

describe('NumberInput', () => {
  it('keeps what was typed on screen: 1e9x is not turned into 1000000000', async () => {
    render(<Field />);
    await userEvent.type(input(), '1e9x');
    expect(input()).toHaveProperty('value', '1e9x');
    expect(value()).toBe('"1e9x"');
    await userEvent.tab();
    expect(input()).toHaveProperty('value', '1e9x');
  });

  it('gives a number for a number, and nothing for an empty field', async () => {
    render(<Field />);
    await userEvent.type(input(), '365');
    expect(value()).toBe('365');
    await userEvent.clear(input());
    expect(value()).toBe('null');
  });

  it('does not round: 1.2345 stays as typed where two decimals are taken', async () => {
    render(<Field decimals={2} stringMode />);
    await userEvent.type(input(), '1.2345');
    expect(input()).toHaveProperty('value', '1.2345');
    expect(value()).toBe('"1.2345"');
  });

  it('shows a value set from outside', async () => {
    render(<Field initial={3} />);
    expect(input()).toHaveProperty('value', '3');
    await userEvent.click(screen.getByRole('button', { name: '设为 7' }));
    expect(input()).toHaveProperty('value', '7');
  });

  it('steps with the arrow keys within min and max', async () => {
    render(<Field initial={99} />);
    await userEvent.type(input(), '{ArrowUp}{ArrowUp}');
    expect(value()).toBe('100');
    expect(input().getAttribute('aria-valuenow')).toBe('100');
  });
});
