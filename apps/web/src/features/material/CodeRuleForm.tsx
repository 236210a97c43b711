import type { Schema } from '@backoffice/sdk';
import { CodeRuleInputSchema } from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, newId, type SideQuery } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useSaveDialog, validatedValues } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { numberField, textField } from '../../lib/field-bounds';
import { StatusRadioGroup } from '../../lib/status';
import { CodeRuleTestPanel } from './CodeRuleTestPanel';
import { CodeSegmentsEditor } from './CodeSegmentsEditor';
import { type CodeRuleInput, normalizedSegments, segmentProblems } from './code-rule-rules';

type CodeRule = Schema<'CodeRule'>;
const FIELDS = CodeRuleInputSchema.properties;
const MAX_LENGTH = numberField(FIELDS.maxLength, '最大长度', { required: true });
/** 补齐字符: the contract's one character, a longer one refused at the field (never cut). */
const PAD_CHAR_RULES = textField(FIELDS.padChar, '补齐字符');

/**
 * 新增 / 修改 a code rule: its fields here, its ordered segments in CodeSegmentsEditor, and 测试生成 of the rule as
 * edited in CodeRuleTestPanel (nothing is used up).
 */
export function CodeRuleForm({
  editing,
  categories,
  canTest,
  onClose,
  onSaved,
}: {
  editing?: CodeRule;
  categories: SideQuery<readonly Schema<'MaterialCategory'>[]>;
  canTest: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<CodeRuleInput>();
  const [sample, setSample] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);
  const checked = async () => {
    if (!(await validatedValues(form))) return;
    // every value, the segments' ids and current serials too (they have no field of their own)
    const { code, name, description, maxLength, padding, padChar, padSide, status, segments } =
      form.getFieldsValue(true) as CodeRuleInput;
    const values: CodeRuleInput = {
      code,
      name,
      description,
      maxLength,
      padding,
      padChar,
      padSide,
      status,
      segments,
    };
    const found = segmentProblems(values.segments ?? []);
    setProblems(found);
    if (found.length > 0) throw new Error(found.join('；'));
    return values;
  };
  const { save, saving } = useSaveDialog(
    { ...form, validateFields: checked } as typeof form,
    (values) =>
      api.POST('/api/material/codeRule/save', {
        body: {
          ...values,
          padChar: values.padChar || null,
          description: values.description || null,
          segments: normalizedSegments(values.segments),
          ...(editing ? { id: editing.id } : {}),
        },
      }),
    editing ? '修改成功' : '新增成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? `修改编码规则：${editing.name}` : '新增编码规则'}
      okText="保存"
      onOk={() => save().catch(() => {})}
      confirmLoading={saving}
      width={960}
    >
      <Form<CodeRuleInput>
        form={form}
        name="code-rule"
        layout="vertical"
        initialValues={
          editing ?? {
            maxLength: 20,
            padding: false,
            padSide: 'LEFT',
            status: 'ENABLED',
            segments: [
              {
                id: newId(),
                sort: 1,
                type: 'SERIAL',
                length: 4,
                serialStart: 1,
                serialStep: 1,
                resetCycle: 'YEARLY',
              },
            ],
          }
        }
        onValuesChange={() => setSample(undefined)}
      >
        <Space wrap size={16} align="start">
          <Form.Item
            name="code"
            label="规则编码"
            rules={[
              { required: true, message: '请输入规则编码' },
              ...contractRules(FIELDS.code, '规则编码', '大写字母开头，2 到 20 位大写字母、数字、- 或 _'),
            ]}
          >
            <Input disabled={Boolean(editing)} />
          </Form.Item>
          <Form.Item
            name="name"
            label="规则名称"
            rules={[
              { required: true, whitespace: true, message: '请输入规则名称' },
              ...contractRules(FIELDS.name, '规则名称'),
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="maxLength" label="最大长度" rules={MAX_LENGTH.rules}>
            <NumberInput {...MAX_LENGTH.input} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="padding" label="是否补齐" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="padChar" label="补齐字符" rules={PAD_CHAR_RULES}>
            <Input style={{ width: 64 }} />
          </Form.Item>
          <Form.Item name="padSide" label="补齐方式">
            <Radio.Group
              options={[
                { value: 'LEFT', label: '左' },
                { value: 'RIGHT', label: '右' },
              ]}
            />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <StatusRadioGroup />
          </Form.Item>
        </Space>
        <Form.Item name="description" label="描述" rules={contractRules(FIELDS.description, '描述')}>
          <Input />
        </Form.Item>
        <CodeSegmentsEditor showCurrent={Boolean(editing)} />
      </Form>
      {problems.length > 0 && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={problems.join('；')} />
      )}
      <CodeRuleTestPanel
        categories={categories}
        canTest={canTest}
        checked={checked}
        sample={sample}
        onSample={setSample}
      />
    </FormModal>
  );
}
