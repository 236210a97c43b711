import {
  PurchaseRequestInputSchema,
  PurchaseRequestTypeSchema,
  UrgencySchema,
} from '@backoffice/sdk/schemas';
import { FormCancelButton, FormDrawer, PermittedButton } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import { useState } from 'react';
import { runAction, validatedValues } from '../../lib/actions';
import { api } from '../../lib/api';
import { contractRules } from '../../lib/contract-rules';
import { DateInput } from '../../lib/date-fields';
import { localDate } from '../../lib/dates';
import { DictRadioGroup, DictSelect } from '../../lib/dict';
import { ProjectSelect } from '../../lib/pickers/ProjectSelect';
import { UserSelect } from '../../lib/pickers/UserSelect';
import { useGlobalStore } from '../../stores/global-store';
import { AddMaterialsButton } from './AddMaterialsButton';
import { AttachmentListField } from './AttachmentField';
import { FORM_DRAWER_SIZE } from './drawer-sizes';
import { needDateRules } from './line-rules';
import { requestLineOf } from './material-lines';
import { afterPurchaseChange } from './purchase-queries';
import { RequestLinesEditor } from './RequestLinesEditor';
import { REQUEST_CODES, submitRequests } from './request-actions';
import { type RequestFormValues, requestInput } from './request-form';

/** A request may name a project that has not started or is running (a paused one takes no new requests). */
const REQUESTING_PROJECTS = ['NOT_STARTED', 'IN_PROGRESS'] as const;

const FIELDS = PurchaseRequestInputSchema.properties;
const RULES = {
  title: contractRules(FIELDS.title, '标题'),
  remark: contractRules(FIELDS.remark, '备注'),
};

/** What the form is for: a new request (from scratch, a copy or a project's demand) or a saved one to edit. */
export interface RequestFormTarget {
  /** The saved request being edited; none for a new one. */
  id?: string;
  /** The number shown in the title when editing. */
  requestNo?: string;
  values: RequestFormValues;
  /** Who applied (editing): shown by name before the user list is in. */
  applicant?: { id: string; name: string };
}

/**
 * 采购申请's form (screens.md §7): a wide drawer with the header fields and the lines. 保存草稿 saves; 提交 saves
 * then starts the approval. Every field is checked against the contract first (quantity > 0, need dates not
 * before today); on a refusal everything typed stays.
 */
export function RequestForm({
  target,
  onClose,
  onSaved,
}: {
  target: RequestFormTarget;
  onClose: () => void;
  onSaved: (requestId: string) => void;
}) {
  const [form] = Form.useForm<RequestFormValues>();
  const queryClient = useQueryClient();
  const user = useGlobalStore((state) => state.userInfo);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  const today = localDate();

  async function send(andSubmit: boolean) {
    if (!(await validatedValues(form))) return;
    // Every value, the lines' material copies too (they are held by no field, so validateFields leaves them out).
    const values = form.getFieldsValue(true) as RequestFormValues;
    setBusy(andSubmit ? 'submit' : 'save');
    try {
      let savedId = target.id;
      const saved = await runAction(
        async () => {
          const request = await api.POST('/api/purchase/request/save', {
            body: requestInput(values, target.id),
          });
          savedId = request.id;
          if (andSubmit) await submitRequests([request.id]);
        },
        andSubmit ? '已提交，等待审批' : '已保存为草稿',
        () => afterPurchaseChange(queryClient),
      );
      if (saved && savedId) onSaved(savedId);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <FormDrawer
      form={form}
      onClose={onClose}
      size={FORM_DRAWER_SIZE}
      title={target.id ? `修改采购申请 ${target.requestNo ?? ''}` : '新增采购申请'}
      destroyOnHidden
      footer={
        <Space>
          <FormCancelButton />
          <Button loading={busy === 'save'} disabled={busy === 'submit'} onClick={() => void send(false)}>
            保存草稿
          </Button>
          <PermittedButton
            type="primary"
            code={REQUEST_CODES.submit}
            loading={busy === 'submit'}
            disabled={busy === 'save'}
            onClick={() => void send(true)}
          >
            提交
          </PermittedButton>
        </Space>
      }
    >
      <Form<RequestFormValues>
        form={form}
        name="purchase-request"
        layout="vertical"
        initialValues={target.values}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="title"
              label="标题"
              rules={[{ required: true, whitespace: true, message: '请输入标题' }, ...RULES.title]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="type" label="申请类型" rules={[{ required: true, message: '请选择申请类型' }]}>
              <DictSelect dict={PurchaseRequestTypeSchema} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="applicantId"
              label="申请人"
              rules={[{ required: true, message: '请选择申请人' }]}
            >
              <UserSelect
                known={target.applicant ?? (user ? { id: user.id, name: user.nickname } : undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="needDate" label="需求日期" rules={needDateRules(today)}>
              <DateInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="urgency"
              label="紧急程度"
              rules={[{ required: true, message: '请选择紧急程度' }]}
            >
              <DictRadioGroup dict={UrgencySchema} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="projectId" label="关联项目">
              <ProjectSelect aria-label="关联项目" statuses={REQUESTING_PROJECTS} placeholder="不关联项目" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">申请明细</Divider>
        <RequestLinesEditor
          addLines={
            <AddMaterialsButton
              lineOf={(material) => requestLineOf(material, form.getFieldValue('needDate'))}
            />
          }
        />
        <Divider titlePlacement="start">附件与备注</Divider>
        <Form.Item name="attachments" label="附件">
          <AttachmentListField />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={RULES.remark}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
