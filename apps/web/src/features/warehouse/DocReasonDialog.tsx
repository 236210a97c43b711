import { DocReasonRequestSchema } from '@backoffice/sdk/schemas';
import { FormModal } from '@backoffice/ui-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useSaveDialog } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import type { WarehouseDoc } from './DocColumns';

/** 作废 or 冲销 of one document: the consequence in words, and the reason the server keeps. */
export function DocReasonDialog({
  doc,
  action,
  onClose,
  onSaved,
}: {
  doc: WarehouseDoc;
  action: 'void' | 'reverse';
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const word = action === 'void' ? '作废' : '冲销';
  const { save, saving } = useSaveDialog(
    form,
    ({ reason }) => {
      const body = { id: doc.id, reason: reason.trim() };
      return action === 'void'
        ? api.PUT('/api/warehouse/doc/void', { body })
        : api.POST('/api/warehouse/doc/reverse', { body });
    },
    action === 'void' ? '作废成功' : '冲销成功',
    onSaved,
  );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`${word}单据：${doc.docNo}`}
      okText={word}
      okButtonProps={{ danger: true }}
      onOk={save}
      confirmLoading={saving}
    >
      <Typography.Paragraph>
        {action === 'void'
          ? doc.doneQuantity > 0
            ? `已执行的 ${doc.doneQuantity} 保留在流水中，未执行的部分不再执行；作废后不能恢复。`
            : '单据作废后不能再提交、审核或执行，也不能恢复。'
          : '将生成一张冲销单，写入与原单相反的流水，原单保持已完成。已完成的单据不能修改，只能冲销。'}
      </Typography.Paragraph>
      <Form form={form} name={`doc-${action}`} layout="vertical">
        <Form.Item
          name="reason"
          label={`${word}原因`}
          rules={[
            { required: true, whitespace: true, message: '请输入原因' },
            ...contractRules(DocReasonRequestSchema.properties.reason, '原因'),
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
