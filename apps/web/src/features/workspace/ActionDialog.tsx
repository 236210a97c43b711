import { CounterTextArea, FormModal, notify } from '@backoffice/ui-kit';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useUserOptions } from '../../lib/people-options';
import {
  type ActionPayload,
  type ActionValues,
  actionPayload,
  type BarAction,
  earlierNodes,
  PROCESS_ACTIONS,
  type ProcessNode,
  type ProcessRecord,
} from './process-actions';

/** The contract's limit on comments and reasons. */
const REASON_MAX = 500;

/** Sends one bar action's request. */
function send(payload: ActionPayload) {
  switch (payload.action) {
    case 'APPROVE':
      return api.PUT('/api/workflow/processNode/approve', { body: payload.body });
    case 'REJECT':
      return api.PUT('/api/workflow/processNode/reject', { body: payload.body });
    case 'TRANSMIT':
      return api.PUT('/api/workflow/processNode/transmit', { body: payload.body });
    case 'SHARE':
      return api.PUT('/api/workflow/processNode/share', { body: payload.body });
    case 'REFUND':
      return api.PUT('/api/workflow/processNode/refund', { body: payload.body });
    case 'WITHDRAW':
      return api.PUT('/api/workflow/processNode/withdraw', { body: payload.body });
    case 'CANCEL':
      return api.PUT('/api/workflow/process/cancel', { body: payload.body });
  }
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * The confirmation dialog of one action: it collects what the action needs, sends it, and on a business error
 * stays open with everything typed (the sdk shows the server's message).
 */
export function ActionDialog({
  action,
  process,
  nodes,
  onClose,
  onDone,
}: {
  action: BarAction;
  process: ProcessRecord;
  nodes: readonly ProcessNode[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<ActionValues>();
  const [sending, setSending] = useState(false);
  const spec = PROCESS_ACTIONS[action];
  const { label, text } = spec;
  const users = useUserOptions(Boolean(spec.targetUser || spec.users));

  async function submit() {
    const values = await form.validateFields();
    setSending(true);
    try {
      await send(actionPayload(action, process, values));
      notify({ level: 'success', title: `${label}成功` });
      onDone();
    } catch {
      // the sdk showed why; the dialog stays open with what was typed
    } finally {
      setSending(false);
    }
  }

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`${label}：${process.title}`}
      okText={`确认${label}`}
      okButtonProps={{ danger: Boolean(spec.warning) }}
      onOk={submit}
      confirmLoading={sending}
      destroyOnHidden
    >
      {spec.warning && <Alert type="warning" showIcon title={spec.warning} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" preserve>
        {spec.targetUser && (
          <Form.Item
            name="targetUserId"
            label="转交给"
            rules={[{ required: true, message: '请选择转交给谁' }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={users.options}
              loading={users.loading}
              placeholder="选择人员"
            />
          </Form.Item>
        )}
        {spec.users && (
          <Form.Item name="userIds" label="抄送给" rules={[{ required: true, message: '请选择抄送人员' }]}>
            <Select
              mode="multiple"
              optionFilterProp="label"
              options={users.options}
              loading={users.loading}
              placeholder="选择人员"
            />
          </Form.Item>
        )}
        {spec.targetNode && (
          <Form.Item
            name="targetNodeId"
            label="退回到"
            rules={[{ required: true, message: '请选择退回的节点' }]}
          >
            <Select
              placeholder="选择已经过的节点"
              options={earlierNodes(nodes, process.currentNodeId).map((node) => ({
                value: node.id,
                label: node.name,
              }))}
            />
          </Form.Item>
        )}
        {text && (
          <Form.Item
            name={text.field}
            label={text.label}
            rules={[
              ...(text.required ? required(`请填写${text.label}`) : []),
              { max: REASON_MAX, message: `${text.label}不能超过 ${REASON_MAX} 个字符` },
            ]}
          >
            <CounterTextArea maxLength={REASON_MAX} rows={3} />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
