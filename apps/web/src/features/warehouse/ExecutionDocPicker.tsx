import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import Input from 'antd/es/input';
import { useId, useState } from 'react';

/**
 * The scan field of 入库执行 / 出库执行: a scanner types what a label encodes and Enter (lib/scan-codes.ts), a person
 * types a document number. `onScan` acts on it and answers why it could not (an unknown code); then the reason
 * shows at the field and what was typed stays, else the field empties for the next scan.
 */
export function ExecutionDocPicker({
  direction,
  onScan,
}: {
  direction: 'IN' | 'OUT';
  onScan: (text: string) => Promise<string | undefined> | string | undefined;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const problemId = useId();
  const word = direction === 'IN' ? '入库单' : '出库单';

  async function scan() {
    if (typed.trim() === '' || busy) return;
    setBusy(true);
    try {
      const reason = await onScan(typed);
      setProblem(reason);
      if (reason === undefined) setTyped('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ marginBottom: 16, maxWidth: 420 }}>
      <Input
        aria-label={`扫描或输入${word}号`}
        aria-describedby={problem ? problemId : undefined}
        aria-invalid={problem ? true : undefined}
        placeholder={`扫描${word}、物料、批次或库位标签，回车`}
        prefix={<ScanOutlined />}
        autoFocus
        allowClear
        value={typed}
        status={problem ? 'error' : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(undefined);
        }}
        onPressEnter={(event) => {
          // no keypress follows: the focus a scan moves to a line's 本次 must not take this Enter as 确认
          event.preventDefault();
          void scan();
        }}
      />
      {problem && (
        <div id={problemId} role="alert" style={{ color: 'var(--ant-color-error)', marginTop: 4 }}>
          {problem}
        </div>
      )}
    </div>
  );
}
