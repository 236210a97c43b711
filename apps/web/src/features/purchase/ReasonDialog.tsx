import { FormModal } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import { useSaveDialog } from '../../lib/actions';
import { afterPurchaseChange } from './purchase-queries';

/** The longest reason the contract takes (StatusReason.reason, SupplierStatusChange.reason). */
const REASON_MAX_LENGTH = 200;

/**
 * A change that needs a reason (关闭, 作废, 暂停, 取消, 冻结 …): the question, its consequence, the reason (required
 * unless `optional`), then `send` (which rejects on a refusal: the dialog then stays with what was typed; the sdk
 * has said why). On success the notice `success`, every purchase query refreshed, then `onDone`.
 */
export function ReasonDialog({
  title,
  consequence,
  label,
  optional = false,
  okText,
  send,
  success,
  onClose,
  onDone,
}: {
  title: string;
  consequence: ReactNode;
  label: string;
  optional?: boolean;
  okText: string;
  send: (reason: string) => Promise<unknown>;
  success: string;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const [form] = Form.useForm<{ reason?: string }>();
  const queryClient = useQueryClient();
  const { save, saving } = useSaveDialog(
    form,
    ({ reason }) => send(reason?.trim() ?? ''),
    success,
    async () => {
      await afterPurchaseChange(queryClient);
      await onDone();
    },
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={title}
      okText={okText}
      onOk={save}
      confirmLoading={saving}
    >
      <p>{consequence}</p>
      <Form form={form} name="reason" layout="vertical">
        <Form.Item
          name="reason"
          label={label}
          rules={[
            ...(optional ? [] : [{ required: true, whitespace: true, message: `请填写${label}` }]),
            { max: REASON_MAX_LENGTH, message: `${label}不能超过 ${REASON_MAX_LENGTH} 个字符` },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
