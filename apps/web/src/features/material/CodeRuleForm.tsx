import type { Schema } from '@backoffice/sdk';
import {
  CodeRuleInputSchema,
  CodeSegmentSchema,
  CodeSegmentTypeSchema,
  SerialResetCycleSchema,
} from '@backoffice/sdk/schemas';
import { FormModal, NumberInput, newId, treeSelectOptions } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import TreeSelect from 'antd/es/tree-select';
import { useState } from 'react';
import { useSaveDialog, validatedValues } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DictSelect } from '../../lib/dict';
import { numberField, textField } from '../../lib/field-bounds';
import { StatusRadioGroup } from '../../lib/status';
import {
  type CodeRuleInput,
  type CodeSegment,
  codeRuleTestRequest,
  normalizedSegments,
  segmentProblems,
} from './code-rule-rules';

type CodeRule = Schema<'CodeRule'>;
const FIELDS = CodeRuleInputSchema.properties;
const SEGMENT = CodeSegmentSchema.properties;
const NUMBERS = {
  maxLength: numberField(FIELDS.maxLength, '最大长度', { required: true }),
  length: numberField(SEGMENT.length, '流水号长度'),
  serialStart: numberField(SEGMENT.serialStart, '起始值'),
  serialStep: numberField(SEGMENT.serialStep, '步长'),
};
/** 补齐字符: the contract's one character, a longer one refused at the field (never cut). */
const PAD_CHAR_RULES = textField(FIELDS.padChar, '补齐字符');
const DATE_FORMATS = ['yyyy', 'yy', 'yyyyMM', 'yyMM', 'yyyyMMdd'].map((f) => ({ value: f, label: f }));

/** 新增 / 修改 a code rule with its ordered segments, and 测试生成 of the rule as edited (nothing is used up). */
export function CodeRuleForm({
  editing,
  categories,
  canTest,
  onClose,
  onSaved,
}: {
  editing?: CodeRule;
  categories: readonly Schema<'MaterialCategory'>[];
  canTest: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<CodeRuleInput>();
  const [testCategory, setTestCategory] = useState<string>();
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
  async function test() {
    setSample(undefined);
    const values = await checked().catch(() => undefined);
    if (!values) return;
    const result = await api
      .POST('/api/material/codeRule/test', { body: codeRuleTestRequest(values, testCategory) })
      .catch(() => undefined);
    setSample(result?.code);
  }
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
          <Form.Item name="maxLength" label="最大长度" rules={NUMBERS.maxLength.rules}>
            <NumberInput {...NUMBERS.maxLength.input} style={{ width: 100 }} />
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
        <Form.List name="segments">
          {(fields, { add, remove, move }) => (
            <>
              <Table
                aria-label="编码段"
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={fields}
                columns={[
                  { key: 'sort', title: '序号', width: 56, render: (_, f) => f.name + 1 },
                  {
                    key: 'type',
                    title: '段类型',
                    width: 120,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'type']} style={{ margin: 0 }}>
                        <DictSelect dict={CodeSegmentTypeSchema} aria-label="段类型" allowClear={false} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'settings',
                    title: '设置',
                    render: (_, f) => (
                      <Form.Item noStyle shouldUpdate>
                        {() => {
                          const type = form.getFieldValue([
                            'segments',
                            f.name,
                            'type',
                          ]) as CodeSegment['type'];
                          if (type === 'FIXED' || type === 'SEPARATOR')
                            return (
                              <Form.Item name={[f.name, 'value']} style={{ margin: 0 }}>
                                <Input
                                  aria-label={type === 'FIXED' ? '固定字符' : '分隔符'}
                                  placeholder={type === 'FIXED' ? '固定字符' : '一个字符'}
                                  style={{ width: 140 }}
                                />
                              </Form.Item>
                            );
                          if (type === 'DATE')
                            return (
                              <Form.Item name={[f.name, 'dateFormat']} style={{ margin: 0 }}>
                                <Select
                                  aria-label="日期格式"
                                  options={DATE_FORMATS}
                                  style={{ width: 140 }}
                                  placeholder="日期格式"
                                />
                              </Form.Item>
                            );
                          if (type === 'SERIAL')
                            return (
                              <Space wrap>
                                <Form.Item
                                  name={[f.name, 'length']}
                                  label="长度"
                                  style={{ margin: 0 }}
                                  rules={NUMBERS.length.rules}
                                >
                                  <NumberInput {...NUMBERS.length.input} style={{ width: 64 }} />
                                </Form.Item>
                                <Form.Item
                                  name={[f.name, 'serialStart']}
                                  label="起始"
                                  style={{ margin: 0 }}
                                  rules={NUMBERS.serialStart.rules}
                                >
                                  <NumberInput {...NUMBERS.serialStart.input} style={{ width: 110 }} />
                                </Form.Item>
                                <Form.Item
                                  name={[f.name, 'serialStep']}
                                  label="步长"
                                  style={{ margin: 0 }}
                                  rules={NUMBERS.serialStep.rules}
                                >
                                  <NumberInput {...NUMBERS.serialStep.input} style={{ width: 72 }} />
                                </Form.Item>
                                <Form.Item
                                  name={[f.name, 'resetCycle']}
                                  label="循环重置"
                                  style={{ margin: 0 }}
                                >
                                  <DictSelect dict={SerialResetCycleSchema} style={{ width: 100 }} />
                                </Form.Item>
                                {editing && (
                                  <span>
                                    当前值 {form.getFieldValue(['segments', f.name, 'serialCurrent']) ?? 0}
                                  </span>
                                )}
                              </Space>
                            );
                          return <span>取物料分类的分类编码</span>;
                        }}
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'actions',
                    title: '',
                    width: 150,
                    render: (_, f) => (
                      <Space size={0}>
                        <Button
                          type="link"
                          size="small"
                          disabled={f.name === 0}
                          onClick={() => move(f.name, f.name - 1)}
                        >
                          上移
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          disabled={f.name === fields.length - 1}
                          onClick={() => move(f.name, f.name + 1)}
                        >
                          下移
                        </Button>
                        <Button type="link" size="small" danger onClick={() => remove(f.name)}>
                          删除
                        </Button>
                      </Space>
                    ),
                  },
                ]}
              />
              <Button
                type="dashed"
                block
                style={{ marginTop: 8 }}
                onClick={() => add({ id: newId(), sort: fields.length + 1, type: 'FIXED', value: '' })}
              >
                添加编码段
              </Button>
            </>
          )}
        </Form.List>
      </Form>
      {problems.length > 0 && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={problems.join('；')} />
      )}
      <Space style={{ marginTop: 16 }} wrap>
        <span>测试分类</span>
        <TreeSelect
          aria-label="测试分类"
          allowClear
          treeDefaultExpandAll
          style={{ width: 200 }}
          value={testCategory}
          onChange={setTestCategory}
          treeData={treeSelectOptions(categories, (c) => c.name)}
        />
        <Button onClick={test} disabled={!canTest}>
          测试生成
        </Button>
        {sample && <Alert type="success" showIcon message={`示例编码：${sample}`} />}
      </Space>
    </FormModal>
  );
}
