// Ladle stories: the counter far from and near the limit.
import { useState } from 'react';
import { CounterInput, CounterTextArea } from './counter-input';

export default { title: 'CounterInput' };

function Controlled({ initial, area = false }: { initial: string; area?: boolean }) {
  const [value, setValue] = useState(initial);
  const Component = area ? CounterTextArea : CounterInput;
  return (
    <Component
      aria-label="备注"
      maxLength={20}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

export const FarFromLimit = () => <Controlled initial="一二三" />;
export const TenRemaining = () => <Controlled initial="一二三四五六七八九十" />;
export const TextAreaNearLimit = () => <Controlled area initial="一二三四五六七八九十十一十二十三" />;
