import { render } from '@testing-library/react';
import Table from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { LineTotalsRow, orderTotalCells } from './LineTotalsRow';

const COLUMNS = Array.from({ length: 12 }, (_, i) => ({ key: i, title: `c${i}` }));

function summaryCells(cells: Parameters<typeof LineTotalsRow>[0]['cells']) {
  const { container } = render(
    <Table
      rowKey="id"
      pagination={false}
      columns={COLUMNS}
      dataSource={[]}
      summary={() => <LineTotalsRow cells={cells} />}
    />,
  );
  return [...container.querySelectorAll('.ant-table-summary td')].map((td) => [
    td.textContent,
    Number(td.getAttribute('colspan') ?? 1),
  ]);
}

describe('LineTotalsRow', () => {
  it('puts 合计 under the material columns and each total under its column', () => {
    expect(summaryCells(orderTotalCells({ quantity: 5, amount: 100n, tax: 13n, withTax: 113n }, 3))).toEqual([
      ['合计', 3],
      ['5', 1],
      ['', 2],
      ['¥1.00', 1],
      ['¥0.13', 1],
      ['¥1.13', 1],
      ['', 3],
    ]);
  });
});
