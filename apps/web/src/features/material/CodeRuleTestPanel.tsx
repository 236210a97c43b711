import type { Schema } from '@backoffice/sdk';
import { type SideQuery, SideQueryAlert, sideRows, treeSelectOptions } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import TreeSelect from 'antd/es/tree-select';
import { useState } from 'react';
import { api } from '../../lib/api';
import { type CodeRuleInput, codeRuleTestRequest } from './code-rule-rules';

/**
 * 测试生成: the code the rule as edited would give next, for a 测试分类 the user picks (nothing is used up). The
 * form's owner clears `sample` when a value changes, so a sample always belongs to the rule as shown.
 */
export function CodeRuleTestPanel({
  categories,
  canTest,
  checked,
  sample,
  onSample,
}: {
  /** The categories of 测试分类 (a side query: a failure says so with 重试; the test runs without one). */
  categories: SideQuery<readonly Schema<'MaterialCategory'>[]>;
  canTest: boolean;
  /** The rule as edited once its fields and segments are valid, or nothing (the form shows why). */
  checked: () => Promise<CodeRuleInput | undefined>;
  sample: string | undefined;
  onSample: (sample: string | undefined) => void;
}) {
  const [testCategory, setTestCategory] = useState<string>();
  async function test() {
    onSample(undefined);
    const values = await checked().catch(() => undefined);
    if (!values) return;
    const result = await api
      .POST('/api/material/codeRule/test', { body: codeRuleTestRequest(values, testCategory) })
      .catch(() => undefined);
    onSample(result?.code);
  }
  return (
    <Space style={{ marginTop: 16 }} wrap>
      <SideQueryAlert queries={[categories]} consequence="暂不能按分类测试生成" />
      <span>测试分类</span>
      <TreeSelect
        aria-label="测试分类"
        allowClear
        treeDefaultExpandAll
        style={{ width: 200 }}
        value={testCategory}
        onChange={setTestCategory}
        loading={categories.status === 'loading'}
        treeData={treeSelectOptions(sideRows(categories), (c) => c.name)}
      />
      <Button onClick={test} disabled={!canTest}>
        测试生成
      </Button>
      {sample && <Alert type="success" showIcon message={`示例编码：${sample}`} />}
    </Space>
  );
}
