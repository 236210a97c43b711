import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { api } from '../../lib/api';
import { docCounterpartText } from './doc-lifecycle';

/**
 * How a counter picks the document to execute: scan its barcode (a scanner types the number and Enter) or type it
 * into the field, or choose it among the 待执行 / 执行中 documents of the type.
 */
export function ExecutionDocPicker({
  direction,
  docNo,
  onPick,
}: {
  direction: 'IN' | 'OUT';
  docNo: string | undefined;
  onPick: (docNo: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const executable = useQuery(
    apiQueryOptions(api, 'post', '/api/warehouse/doc/getPage', {
      body: { pageNum: 1, pageSize: 50, executable: true, direction },
    }),
  );
  const word = direction === 'IN' ? '入库单' : '出库单';
  return (
    // Side by side while they fit, one under the other on a phone, never wider than the card.
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
      <Input
        aria-label={`扫描或输入${word}号`}
        placeholder={`扫描或输入${word}号，回车载入`}
        prefix={<ScanOutlined />}
        autoFocus
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => {
          const number = typed.trim();
          if (number) onPick(number);
          setTyped('');
        }}
        style={{ flex: '0 1 300px', minWidth: 0 }}
      />
      <Select
        aria-label={`选择待执行的${word}`}
        placeholder={`或选择待执行的${word}`}
        loading={executable.isPending}
        value={docNo}
        onChange={onPick}
        showSearch
        options={(executable.data?.list ?? []).map((doc) => ({
          value: doc.docNo,
          label: `${doc.docNo} · ${docCounterpartText(doc) ?? doc.warehouseName} · ${doc.doneQuantity}/${doc.totalQuantity}`,
        }))}
        style={{ flex: '0 1 420px', minWidth: 0 }}
      />
    </div>
  );
}
