import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CounterInput, CounterTextArea } from './counter-input';

function Controlled({ area = false }: { area?: boolean }) {
  const [value, setValue] = useState('一二三四五六七八九');
  const Component = area ? CounterTextArea : CounterInput;
  return (
    <Component aria-label="备注" maxLength={20} value={value} onChange={(e) => setValue(e.target.value)} />
  );
}

describe.each([
  ['CounterInput', false],
  ['CounterTextArea', true],
])('%s (spec §5)', (_, area) => {
  it('shows count/max at exactly 10 remaining, not at 11', async () => {
    render(<Controlled area={area} />);
    expect(screen.queryByText(/\/20$/)).toBeNull(); // 9 typed, 11 remain
    await userEvent.type(screen.getByLabelText('备注'), '十');
    expect(screen.getByText('10/20')).toBeTruthy();
  });

  it('keeps a paste longer than the limit as pasted and shows the count in red (issue 24)', async () => {
    render(<Controlled area={area} />);
    await userEvent.click(screen.getByLabelText('备注'));
    await userEvent.paste('长'.repeat(200));
    expect((screen.getByLabelText('备注') as HTMLInputElement).value).toBe(
      `一二三四五六七八九${'长'.repeat(200)}`,
    );
    expect(screen.getByText('209/20').style.color).toBe('var(--ant-color-error)');
  });
});
