import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import { notify } from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Tabs from 'antd/es/tabs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { PATHS } from '../../lib/route-paths';
import { ApproverIdsField } from './ApproverIdsField';
import {
  APPROVER_RULE_LABELS,
  approverIdsFor,
  EMPTY_APPROVER_LABELS,
  FIELD_RIGHT_LABELS,
  formatAcceptValues,
  MULTI_MODE_LABELS,
  NODE_BUTTONS,
  type NodeConfig,
  newNode,
  type ProcessDefinition,
  parseAcceptValues,
} from './definition-rules';

type FieldRow = Omit<Schema<'DynamicFieldDefinition'>, 'acceptValues'> & { acceptValuesText?: string };
interface ConfigValues {
  key: string;
  name: string;
  category: string;
  description?: string | null;
  formFields: FieldRow[];
  nodes: NodeConfig[];
}

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function toForm(definition: ProcessDefinition): ConfigValues {
  return {
    key: definition.key,
    name: definition.name,
    category: definition.category,
    description: definition.description,
    formFields: definition.formFields.map(({ acceptValues, ...field }) => ({
      ...field,
      acceptValuesText: formatAcceptValues(acceptValues),
    })),
    nodes: definition.nodes ?? [newNode(0)],
  };
}

function toInput(values: ConfigValues, id: string | null): Schema<'ProcessDefinitionInput'> {
  const codes = new Set(values.formFields.map((field) => field.code));
  return {
    ...(id ? { id } : {}),
    key: values.key,
    name: values.name,
    category: values.category,
    description: values.description || null,
    formFields: values.formFields.map(({ acceptValuesText, ...field }) => ({
      ...field,
      required: Boolean(field.required),
      acceptValues: parseAcceptValues(acceptValuesText),
    })),
    nodes: values.nodes.map((node) => ({
      ...node,
      approverIds: approverIdsFor(node.approverRule, node.approverIds),
      fieldRights: Object.fromEntries(
        Object.entries(node.fieldRights ?? {}).filter(([code, right]) => codes.has(code) && right),
      ),
    })),
  };
}

/** /document/processConfig (hidden from the menu): basic info, form fields, and the ordered node list. */
export default function ProcessConfigPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = params.get('id');
  const [form] = Form.useForm<ConfigValues>();
  const [saving, setSaving] = useState(false);
  const definition = useQuery({
    ...apiQueryOptions(api, 'get', '/api/workflow/processDefinition/{id}', {
      params: { path: { id: id ?? '' } },
    }),
    enabled: Boolean(id),
  });
  const fields = Form.useWatch('formFields', form) ?? [];

  useEffect(() => {
    if (definition.data) form.setFieldsValue(toForm(definition.data));
  }, [definition.data, form]);

  async function save(): Promise<string | undefined> {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const saved = await api.POST('/api/workflow/processDefinition/save', { body: toInput(values, id) });
      await queryClient.invalidateQueries({ queryKey: operationKey('getAllProcessDefinitions') });
      if (!id) setParams({ id: saved.id }, { replace: true });
      return saved.id;
    } catch {
      return undefined; // the sdk showed why; the form keeps everything
    } finally {
      setSaving(false);
    }
  }

  async function saveOnly() {
    if (await save()) notify({ level: 'success', title: '保存成功' });
  }

  async function publish() {
    const savedId = await save();
    if (!savedId) return;
    try {
      await api.PUT('/api/workflow/processDefinition/publish', { params: { query: { id: savedId } } });
      notify({ level: 'success', title: '发布成功' });
      navigate(PATHS.newProcess);
    } catch {
      // the sdk showed why
    }
  }

  if (id && definition.isPending) return <Spin style={{ display: 'block', marginTop: 80 }} />;
  return (
    <Form<ConfigValues> form={form} layout="vertical" initialValues={{ formFields: [], nodes: [newNode(0)] }}>
      <Tabs
        items={[
          {
            key: 'basic',
            label: '基本信息',
            forceRender: true,
            children: (
              <div style={{ maxWidth: 560 }}>
                <Form.Item
                  name="name"
                  label="流程名称"
                  rules={[{ required: true, whitespace: true, message: '请输入流程名称' }, { max: 50 }]}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name="key"
                  label="流程标识"
                  rules={[
                    { required: true, message: '请输入流程标识' },
                    {
                      pattern: /^[a-z][a-z0-9_]{1,49}$/,
                      message: '小写字母开头，只含小写字母、数字和下划线',
                    },
                  ]}
                >
                  <Input disabled={Boolean(id)} />
                </Form.Item>
                <Form.Item
                  name="category"
                  label="流程分类"
                  rules={[{ required: true, message: '请选择流程分类' }]}
                >
                  <Select
                    options={['采购', '项目', '财务', '仓库', '人事'].map((c) => ({ value: c, label: c }))}
                  />
                </Form.Item>
                <Form.Item name="description" label="说明">
                  <Input.TextArea rows={2} maxLength={200} />
                </Form.Item>
              </div>
            ),
          },
          {
            key: 'form',
            label: '表单字段',
            forceRender: true,
            children: (
              <Form.List name="formFields">
                {(rows, { add, remove }) => (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    {rows.map((row) => (
                      <Space key={row.key} align="start" wrap>
                        <Form.Item
                          name={[row.name, 'code']}
                          label="字段编码"
                          rules={[{ required: true, message: '请输入字段编码' }]}
                        >
                          <Input style={{ width: 140 }} />
                        </Form.Item>
                        <Form.Item
                          name={[row.name, 'name']}
                          label="字段名称"
                          rules={[{ required: true, message: '请输入字段名称' }]}
                        >
                          <Input style={{ width: 160 }} />
                        </Form.Item>
                        <Form.Item name={[row.name, 'type']} label="类型" initialValue="string">
                          <Select
                            style={{ width: 110 }}
                            options={[
                              { value: 'string', label: '文本' },
                              { value: 'number', label: '数字' },
                              { value: 'boolean', label: '开关' },
                            ]}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[row.name, 'required']}
                          label="必填"
                          valuePropName="checked"
                          initialValue={false}
                        >
                          <Switch />
                        </Form.Item>
                        <Form.Item name={[row.name, 'acceptValuesText']} label="可选值（值=名称，逗号分隔）">
                          <Input style={{ width: 260 }} placeholder="NORMAL=普通, URGENT=紧急" />
                        </Form.Item>
                        <Button
                          aria-label="删除字段"
                          icon={<DeleteOutlined />}
                          onClick={() => remove(row.name)}
                          style={{ marginTop: 30 }}
                        />
                      </Space>
                    ))}
                    <Button icon={<PlusOutlined />} onClick={() => add({ type: 'string', required: false })}>
                      添加字段
                    </Button>
                  </Space>
                )}
              </Form.List>
            ),
          },
          {
            key: 'nodes',
            label: '流程节点',
            forceRender: true,
            children: (
              <Form.List
                name="nodes"
                rules={[
                  {
                    validator: async (_, nodes) =>
                      nodes?.length ? undefined : Promise.reject(new Error('至少需要一个审批节点')),
                  },
                ]}
              >
                {(nodes, { add, remove, move }, { errors }) => (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    {nodes.map((node, index) => (
                      <Card
                        key={node.key}
                        size="small"
                        title={`节点 ${index + 1}`}
                        extra={
                          <Space>
                            <Button
                              aria-label={`上移节点 ${index + 1}`}
                              size="small"
                              icon={<ArrowUpOutlined />}
                              disabled={index === 0}
                              onClick={() => move(index, index - 1)}
                            />
                            <Button
                              aria-label={`下移节点 ${index + 1}`}
                              size="small"
                              icon={<ArrowDownOutlined />}
                              disabled={index === nodes.length - 1}
                              onClick={() => move(index, index + 1)}
                            />
                            <Button
                              aria-label={`删除节点 ${index + 1}`}
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              onClick={() => remove(node.name)}
                            />
                          </Space>
                        }
                      >
                        <Space wrap align="start">
                          <Form.Item
                            name={[node.name, 'name']}
                            label="节点名称"
                            rules={[{ required: true, whitespace: true, message: '请输入节点名称' }]}
                          >
                            <Input style={{ width: 180 }} />
                          </Form.Item>
                          <Form.Item name={[node.name, 'approverRule']} label="审批人设置">
                            <Select style={{ width: 150 }} options={options(APPROVER_RULE_LABELS)} />
                          </Form.Item>
                          <ApproverIdsField node={node.name} />
                          <Form.Item name={[node.name, 'emptyApprover']} label="审批人为空时">
                            <Select style={{ width: 140 }} options={options(EMPTY_APPROVER_LABELS)} />
                          </Form.Item>
                        </Space>
                        <Form.Item name={[node.name, 'multiMode']} label="多人审批方式">
                          <Radio.Group options={options(MULTI_MODE_LABELS)} />
                        </Form.Item>
                        <Form.Item name={[node.name, 'buttons']} label="操作按钮">
                          <Checkbox.Group options={NODE_BUTTONS} />
                        </Form.Item>
                        {fields.filter((field) => field?.code).length > 0 && (
                          <Space wrap>
                            {fields
                              .filter((field) => field?.code)
                              .map((field) => (
                                <Form.Item
                                  key={field.code}
                                  name={[node.name, 'fieldRights', field.code]}
                                  label={`字段权限：${field.name || field.code}`}
                                  initialValue="READ"
                                >
                                  <Select style={{ width: 120 }} options={options(FIELD_RIGHT_LABELS)} />
                                </Form.Item>
                              ))}
                          </Space>
                        )}
                      </Card>
                    ))}
                    <Form.ErrorList errors={errors} />
                    <Button icon={<PlusOutlined />} onClick={() => add(newNode(nodes.length))}>
                      添加节点
                    </Button>
                  </Space>
                )}
              </Form.List>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={saving} onClick={saveOnly}>
          保存
        </Button>
        <Button loading={saving} onClick={publish}>
          发布
        </Button>
        <Button onClick={() => navigate(PATHS.newProcess)}>返回列表</Button>
      </Space>
    </Form>
  );
}
