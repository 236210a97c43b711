import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useInertMeasureRows } from './inert-measure-row';

function Harness({ rows }: { rows: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useInertMeasureRows(ref);
  return (
    <div ref={ref}>
      <table>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows of a fixture
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the fixture is antd's measuring row, the case under test
            <tr key={index} aria-hidden="true" className="ant-table-measure-row">
              <td>
                <input type="checkbox" aria-label="全选" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

describe('useInertMeasureRows (axe aria-hidden-focus)', () => {
  it("takes the measuring row's copy of a select-all checkbox out of the tab order, also when re-created", async () => {
    const { container, rerender } = render(<Harness rows={1} />);
    expect(container.querySelector('.ant-table-measure-row')?.hasAttribute('inert')).toBe(true);
    rerender(<Harness rows={2} />);
    await new Promise((done) => setTimeout(done, 0));
    const rows = [...container.querySelectorAll('.ant-table-measure-row')];
    expect(rows.map((row) => row.hasAttribute('inert'))).toEqual([true, true]);
  });
});
