import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions, operationKey } from '@backoffice/sdk/query';
import {
  ListStateView,
  noPermission,
  notify,
  PermittedButton,
  usePermissions,
  useUnsavedInput,
} from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { RegionLoading } from '../../lib/region-loading';
import { PATHS } from '../../lib/route-paths';
import { DEFINITION_CODES } from './definition-codes';
import {
  approverIdsFor,
  formatAcceptValues,
  type NodeConfig,
  newNode,
  type ProcessDefinition,
  parseAcceptValues,
} from './definition-rules';
import { FormFieldsEditor } from './FormFieldsEditor';
import { NodeListEditor } from './NodeListEditor';

type FieldRow = Omit<Schema<'DynamicFieldDefinition'>, 'acceptValues'> & { acceptValuesText?: string };
interface ConfigValues {
  key: string;
  name: string;
  category: string;
  description?: string | null;
  formFields: FieldRow[];
  nodes: NodeConfig[];
}

/** The URL parameter naming the definition being edited; without it the page creates a new one. */
const ID_PARAM = 'id';

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

/**
 * /document/processConfig (hidden from the menu). Each definition in the URL gets a form of its own: moving from
 * `?id=…` to another id or to none (新建流程, Back, an edited address) starts afresh, so nothing of the last
 * definition is saved as a copy.
 */
export default function ProcessConfigPage() {
  const [params] = useSearchParams();
  const id = params.get(ID_PARAM);
  return <ProcessConfigForm key={id ?? ''} id={id} />;
}

/** Basic info, form fields and the ordered node list of one definition (none: a new one). */
function ProcessConfigForm({ id }: { id: string | null }) {
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ConfigValues>();
  // a route change, a reload or a closed tab asks before what was typed here since the last save is lost
  const { markSaved } = useUnsavedInput(form);
  const [saving, setSaving] = useState(false);
  const { can } = usePermissions();
  const saveCode = id ? DEFINITION_CODES.edit : DEFINITION_CODES.add;
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
      markSaved();
      await queryClient.invalidateQueries({ queryKey: operationKey('getAllProcessDefinitions') });
      if (!id) setParams({ [ID_PARAM]: saved.id }, { replace: true });
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

  if (id && definition.isError && !definition.data)
    // never a blank form that 保存 would write over the definition with
    return (
      <ListStateView
        status="error"
        error={definition.error}
        onRetry={() => void definition.refetch()}
        position="body"
      />
    );
  if (id && definition.isPending) return <RegionLoading />;
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
          { key: 'form', label: '表单字段', forceRender: true, children: <FormFieldsEditor /> },
          {
            key: 'nodes',
            label: '流程节点',
            forceRender: true,
            children: <NodeListEditor fields={fields} />,
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        {/* gated as the list gates 新建流程 / 修改 and 发布; 发布 saves first, so it needs the save's code too */}
        <PermittedButton code={saveCode} type="primary" loading={saving} onClick={saveOnly}>
          保存
        </PermittedButton>
        <PermittedButton
          code={DEFINITION_CODES.publish}
          disabledReason={can(saveCode) ? undefined : noPermission(saveCode)}
          loading={saving}
          onClick={publish}
        >
          发布
        </PermittedButton>
        <Button onClick={() => navigate(PATHS.newProcess)}>返回列表</Button>
      </Space>
    </Form>
  );
}
