import type { Schema } from '@backoffice/sdk';
import { AnnotateRequestSchema } from '@backoffice/sdk/schemas';
import { CounterTextArea, DynamicForm, notify, useUnsavedInput } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import { useState } from 'react';
import { api } from '../../lib/api';
import { ApprovalTimeline } from '../../lib/approval-timeline';
import { Attachments } from '../../lib/attachments';
import { BusinessForm, useHasBusinessForm } from '../../lib/business-forms';
import { ProcessStatusTag, UrgencyTag } from '../../lib/process-status';
import { NodeProgress } from './NodeProgress';
import { type DetailContext, editableFields, type ProcessNode, type ProcessRecord } from './process-actions';
import { afterProcessChange } from './process-queries';

/** The contract's limit of a 批注. */
const ANNOTATION_MAX = AnnotateRequestSchema.properties.content.maxLength;

type NodeHistory = Schema<'ProcessNodeHistory'>;

/**
 * 审批详情's body (screens.md §2): header, 流程进度, business form (its fields, and the business document itself when
 * its module registered a view: a purchase request with its lines), attachments, 审批记录 and 批注.
 */
export function ApprovalDetail({
  process,
  nodes,
  histories,
  context,
}: {
  process: ProcessRecord;
  nodes: readonly ProcessNode[];
  histories: readonly NodeHistory[];
  context: DetailContext;
}) {
  const queryClient = useQueryClient();
  const [annotation, setAnnotation] = useState('');
  // kept as typed (a long paste is not cut): the count turns red and 添加批注 waits until it fits
  const annotationTooLong = [...annotation].length > ANNOTATION_MAX;
  const [form] = Form.useForm();
  // the drawer (or a route change) asks before the edited fields or a typed 批注 are lost
  const { markSaved } = useUnsavedInput(form, { dirty: annotation.trim() !== '' });
  const editable = editableFields(process, context);
  const hasDocument = useHasBusinessForm(process.businessType);
  const refresh = () => afterProcessChange(queryClient);

  async function annotate() {
    try {
      await api.PUT('/api/workflow/process/annotate', {
        body: { processId: process.id, content: annotation.trim() },
      });
      notify({ level: 'success', title: '批注成功' });
      setAnnotation('');
      await refresh();
    } catch {
      // the sdk showed why; the text stays
    }
  }

  async function saveData() {
    if (!process.currentNodeId) return;
    const { formData } = await form.validateFields();
    try {
      await api.PUT('/api/workflow/process/updateData', {
        body: { processId: process.id, nodeId: process.currentNodeId, formData },
      });
      markSaved();
      notify({ level: 'success', title: '保存成功' });
      await refresh();
    } catch {
      // the sdk showed why; the edits stay
    }
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>
          {process.title} <ProcessStatusTag process={process} />
        </h2>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'initiator',
              label: '发起人',
              children: `${process.initiator.name}（${process.initiatorDept}）`,
            },
            { key: 'start', label: '发起时间', children: process.startTime },
            {
              key: 'urgency',
              label: '紧急程度',
              children: <UrgencyTag urgency={process.urgency} />,
            },
            { key: 'no', label: '流程编号', children: process.processNo },
            { key: 'definition', label: '所属流程', children: process.definitionName },
          ]}
        />
      </div>
      {nodes.length > 0 && (
        <div>
          <Divider titlePlacement="start">流程进度</Divider>
          <NodeProgress nodes={nodes} />
        </div>
      )}
      {(process.formFields?.length ?? 0) > 0 && (
        <div>
          <Divider titlePlacement="start">业务表单</Divider>
          <Form form={form} layout="vertical" initialValues={{ formData: process.formData }}>
            <DynamicForm
              embedded
              namePrefix={['formData']}
              definitions={(process.formFields ?? []).map((field) => ({
                ...field,
                editable: editable.includes(field),
              }))}
            />
          </Form>
          {editable.length > 0 && <Button onClick={saveData}>保存修改</Button>}
        </div>
      )}
      {hasDocument && (
        <div>
          <Divider titlePlacement="start">业务单据</Divider>
          <BusinessForm
            businessType={process.businessType}
            businessId={process.businessId}
            shownFiles={(process.attachments ?? []).map((file) => file.fileUrl)}
          />
        </div>
      )}
      {(process.attachments?.length ?? 0) > 0 && (
        <div>
          <Divider titlePlacement="start">附件</Divider>
          <Attachments files={process.attachments ?? []} />
        </div>
      )}
      <div>
        <Divider titlePlacement="start">审批记录</Divider>
        <ApprovalTimeline histories={histories} />
      </div>
      <div>
        <Divider titlePlacement="start">批注</Divider>
        <CounterTextArea
          aria-label="批注内容"
          maxLength={1000}
          rows={2}
          value={annotation}
          status={annotationTooLong ? 'error' : undefined}
          onChange={(event) => setAnnotation(event.target.value)}
        />
        {annotationTooLong && (
          <div role="alert" style={{ color: 'var(--ant-color-error)' }}>
            批注不能超过 {ANNOTATION_MAX} 个字符
          </div>
        )}
        <Button
          style={{ marginTop: 8 }}
          disabled={annotation.trim() === '' || annotationTooLong}
          onClick={annotate}
        >
          添加批注
        </Button>
      </div>
    </Space>
  );
}
