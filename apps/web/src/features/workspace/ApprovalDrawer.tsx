import { apiQueryOptions } from '@backoffice/sdk/query';
import { CounterTextArea, DynamicForm, formatFileName, isImageFile, notify } from '@backoffice/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Divider from 'antd/es/divider';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Image from 'antd/es/image';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { PROCESS_STATUS_COLORS } from '../../lib/process-status';
import { useAuthStore } from '../../stores/auth-store';
import { ActionDialog } from './ActionDialog';
import { NodeProgress } from './NodeProgress';
import { statusText } from './ProcessColumns';
import {
  ACTION_RESULT_LABELS,
  type BarAction,
  barActions,
  type DetailContext,
  editableFields,
} from './process-actions';
import { afterProcessChange } from './process-queries';

/** The hash query parameter that opens the detail, so it can be linked and survives a reload. */
export const DETAIL_PARAM = 'processId';
const QUERY_TYPES = { todo: 'PENDING', done: 'DONE', myapply: 'MY_APPLY', cc: 'CC' } as const;

function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} 分钟`;
  return `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
}

/** 审批详情 (screens.md §2): header, business form, 审批记录, 批注 and the action bar for who is looking. */
export function ApprovalDrawer({ context }: { context: DetailContext }) {
  const [params, setParams] = useSearchParams();
  const processId = params.get(DETAIL_PARAM);
  const close = () => {
    params.delete(DETAIL_PARAM);
    setParams(params, { replace: true });
  };
  return (
    <Drawer open={Boolean(processId)} onClose={close} size="large" title="审批详情" destroyOnHidden>
      {processId && <ApprovalDetail processId={processId} context={context} onDone={close} />}
    </Drawer>
  );
}

function ApprovalDetail({
  processId,
  context,
  onDone,
}: {
  processId: string;
  context: DetailContext;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const codes = useAuthStore((state) => state.codes);
  const [action, setAction] = useState<BarAction | undefined>();
  const [annotation, setAnnotation] = useState('');
  const [form] = Form.useForm();
  const processes = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/process/getAll', {
      body: { queryType: QUERY_TYPES[context], processId },
    }),
  );
  const nodes = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/processNode/getAll', { body: { processId } }),
  );
  const histories = useQuery(
    apiQueryOptions(api, 'post', '/api/workflow/processNodeHistory/getAll', { body: { processId } }),
  );
  const process = processes.data?.find((record) => record.id === processId);

  if (processes.isPending) return <Spin style={{ display: 'block', marginTop: 80 }} />;
  if (!process) return <Empty description="流程不存在，或您无权查看" />;

  const editable = editableFields(process, context);
  const actions = barActions(context, process, nodes.data ?? [], codes);
  const refresh = () => afterProcessChange(queryClient);

  async function annotate() {
    if (!process) return;
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
    if (!process?.currentNodeId) return;
    const { formData } = await form.validateFields();
    try {
      await api.PUT('/api/workflow/process/updateData', {
        body: { processId: process.id, nodeId: process.currentNodeId, formData },
      });
      notify({ level: 'success', title: '保存成功' });
      await refresh();
    } catch {
      // the sdk showed why; the edits stay
    }
  }

  return (
    <>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>
            {process.title} <Tag color={PROCESS_STATUS_COLORS[process.status]}>{statusText(process)}</Tag>
          </h2>
          <Descriptions
            size="small"
            column={2}
            items={[
              {
                key: 'initiator',
                label: '发起人',
                children: `${process.initiator.name}（${process.initiatorDept}）`,
              },
              { key: 'start', label: '发起时间', children: process.startTime },
              { key: 'no', label: '流程编号', children: process.processNo },
              { key: 'definition', label: '所属流程', children: process.definitionName },
            ]}
          />
        </div>
        {(nodes.data?.length ?? 0) > 0 && (
          <div>
            <Divider titlePlacement="start">流程进度</Divider>
            <NodeProgress nodes={nodes.data ?? []} />
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
        {(process.attachments?.length ?? 0) > 0 && (
          <div>
            <Divider titlePlacement="start">附件</Divider>
            <Space wrap align="start">
              {(process.attachments ?? []).map((file) =>
                // spec §9: image suffixes preview in place; other files download.
                isImageFile(file.fileSuffix) ? (
                  <Image
                    key={file.fileUrl}
                    width={96}
                    height={96}
                    src={file.fileUrl}
                    alt={formatFileName(file)}
                    style={{ objectFit: 'cover' }}
                  />
                ) : (
                  <a key={file.fileUrl} href={file.fileUrl} download={formatFileName(file)}>
                    {formatFileName(file)}
                  </a>
                ),
              )}
            </Space>
          </div>
        )}
        <div>
          <Divider titlePlacement="start">审批记录</Divider>
          <Timeline
            items={(histories.data ?? []).map((entry) => ({
              key: entry.id,
              content: (
                <div>
                  <strong>{entry.nodeName}</strong> · {entry.handler.name} ·{' '}
                  {ACTION_RESULT_LABELS[entry.action]}
                  <div style={{ opacity: 0.75 }}>
                    {entry.time}
                    {entry.durationMs > 0 ? ` · 耗时 ${formatDuration(entry.durationMs)}` : ''}
                  </div>
                  {entry.comment && <div>{entry.comment}</div>}
                </div>
              ),
            }))}
          />
        </div>
        <div>
          <Divider titlePlacement="start">批注</Divider>
          <CounterTextArea
            aria-label="批注内容"
            maxLength={1000}
            rows={2}
            value={annotation}
            onChange={(event) => setAnnotation(event.target.value)}
          />
          <Button style={{ marginTop: 8 }} disabled={annotation.trim() === ''} onClick={annotate}>
            添加批注
          </Button>
        </div>
        {actions.length > 0 && (
          <Space wrap>
            {actions.map(({ action: name, label, disabledReason }) => (
              <Tooltip key={name} title={disabledReason}>
                <Button
                  type={name === 'APPROVE' ? 'primary' : 'default'}
                  danger={name === 'CANCEL'}
                  disabled={Boolean(disabledReason)}
                  onClick={() => setAction(name)}
                >
                  {label}
                </Button>
              </Tooltip>
            ))}
          </Space>
        )}
      </Space>
      {action && (
        <ActionDialog
          action={action}
          process={process}
          nodes={nodes.data ?? []}
          onClose={() => setAction(undefined)}
          onDone={async () => {
            setAction(undefined);
            await refresh();
            onDone();
          }}
        />
      )}
    </>
  );
}
