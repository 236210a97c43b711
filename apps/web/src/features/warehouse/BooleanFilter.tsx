import Checkbox from 'antd/es/checkbox';
import type { ReactNode } from 'react';

/**
 * A yes-only filter of a query bar (低于安全库存, 显示零库存): checked sends `true`, unchecked sends nothing, so the
 * server's default applies.
 */
export function BooleanFilter({
  value,
  onChange,
  children,
  id,
}: {
  value?: boolean;
  onChange?: (value: true | undefined) => void;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Checkbox
      id={id}
      checked={value === true}
      onChange={(event) => onChange?.(event.target.checked || undefined)}
    >
      {children}
    </Checkbox>
  );
}
