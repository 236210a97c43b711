import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { StartProcessRequestSchema, UrgencySchema } from '@backoffice/sdk/schemas';
import {
  DynamicForm,
  FormModal,
  notify,
  SideQueryAlert,
  sideQueriesReady,
  sideRows,
  useSideQuery,
} from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { api } from '../../lib/api';
import { DictSelect } from '../../lib/dict';
import { textField } from '../../lib/field-bounds';
import { afterProcessChange } from './process-queries';

type StartValues = Schema<'StartProcessRequest'>;
/** 标题: at most the contract's length, refused at the field with a message (never cut). */
const TITLE_RULES = textField(StartProcessRequestSchema.properties.title, '标题');

/** 发起申请: pick a process definition, fill its dynamic form, submit. */
export function StartProcessDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StartValues>();
  const [sending, setSending] = useState(false);
  const definitions = useSideQuery(
    '可发起的流程',
    apiQueryOptions(api, 'post', '/api/workflow/processDefinition/getAll', { body: { status: 'ENABLED' } }),
  );
  const definitionKey = Form.useWatch('definitionKey', form);
  const definition = definitions.data?.find((d) => d.key === definitionKey);

  async function submit() {
    const values = await form.validateFields();
    setSending(true);
    try {
      await api.POST('/api/workflow/process/start', { body: values });
      notify({ level: 'success', title: '申请已提交' });
      await afterProcessChange(queryClient);
      onClose();
    } catch {
      // the sdk showed why; the dialog keeps the form
    } finally {
      setSending(false);
    }
  }

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="发起申请"
      okText="提交"
      onOk={submit}
      confirmLoading={sending}
      okButtonProps={{ disabled: !sideQueriesReady([definitions]) }}
      width={640}
    >
      <SideQueryAlert queries={[definitions]} consequence="暂不能提交" />
      <Form form={form} layout="vertical" initialValues={{ urgency: 'NORMAL' }}>
        <Form.Item
          name="definitionKey"
          label="流程"
          rules={[{ required: true, message: '请选择要发起的流程' }]}
        >
          <Select
            loading={definitions.status === 'loading'}
            placeholder="选择流程"
            options={sideRows(definitions).map((d) => ({
              value: d.key,
              label: `${d.category} · ${d.name}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请输入标题' }, ...TITLE_RULES]}
        >
          <Input />
        </Form.Item>
        {/* The process's own urgency: 流程配置 refuses a form field that repeats it, so this is the only one. */}
        <Form.Item name="urgency" label="紧急程度">
          <DictSelect dict={UrgencySchema} allowClear={false} />
        </Form.Item>
        {definition && (
          // The initiator fills every field; `editable` is about the approval nodes.
          <DynamicForm
            embedded
            namePrefix={['formData']}
            definitions={definition.formFields.map((field) => ({ ...field, editable: true }))}
          />
        )}
      </Form>
    </FormModal>
  );
}
