import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';

/** The filters a link sets that the query bar has no field for, and what they are called. */
const LINKED: Record<string, string> = {
  materialId: '物料',
  batchId: '批次',
  docId: '单据',
};

/**
 * Says which filters a link opened the list with (查看流水 from 库存查询, a batch's or a document's entries), each
 * with 清除: they are not in the query bar, so the list would otherwise look unfiltered.
 */
export function LinkedFilters({
  filters,
  describe = {},
  onClear,
}: {
  filters: Record<string, unknown>;
  /** What each filter names, read from the rows (a material's code and name, a batch number …). */
  describe?: Partial<Record<string, string>>;
  onClear: (name: string, value: undefined) => void;
}) {
  const linked = Object.keys(LINKED).filter((name) => filters[name] !== undefined);
  if (linked.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={
        <Space wrap>
          <span>已按链接筛选：</span>
          {linked.map((name) => (
            <Button key={name} size="small" onClick={() => onClear(name, undefined)}>
              {LINKED[name]}
              {describe[name] ? ` ${describe[name]}` : ''} · 清除
            </Button>
          ))}
        </Space>
      }
    />
  );
}
