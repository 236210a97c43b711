import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { api } from '../../lib/api';

type ImportTask = Schema<'ImportTask'>;
type RowError = Schema<'ImportRowError'>;

/** screens.md §10: .xlsx only. */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How often the progress of a running import is asked. */
const PROGRESS_POLL_MS = 1000;
const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/** Asks for the task's progress while it runs; stops once the server says it has finished. */
function useImportTask(taskId: string | undefined) {
  return useQuery({
    ...apiQueryOptions(api, 'get', '/api/material/material/importTask', {
      params: { query: { taskId: taskId ?? '' } },
    }),
    enabled: taskId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? PROGRESS_POLL_MS : false),
  });
}

/**
 * 导入 (screens.md §10): 下载模板, choose an .xlsx, 是否更新已存在的物料, then the import's progress and, when rows
 * fail, each row's error with the report to download.
 */
export function MaterialImportDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: () => void;
}) {
  const [file, setFile] = useState<File>();
  const [wrongType, setWrongType] = useState(false);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [started, setStarted] = useState<ImportTask>();
  const [uploading, setUploading] = useState(false);
  const progress = useImportTask(started?.taskId);
  const task = progress.data ?? started;
  const finished = task !== undefined && task.status !== 'RUNNING';

  async function upload() {
    if (!file) return;
    setUploading(true);
    try {
      const body = file as unknown as string; // the spreadsheet is the body, sent as it is
      setStarted(
        await api.POST('/api/material/material/import', {
          params: { query: { updateSupport } },
          body,
          bodySerializer: (value: unknown) => value,
          headers: { 'Content-Type': XLSX_TYPE },
        }),
      );
    } catch {
      // the sdk has shown why
    } finally {
      setUploading(false);
    }
  }
  const close = () => (finished && task.succeeded > 0 ? onImported() : onClose());
  return (
    <Modal
      open
      title="导入物料"
      width={720}
      onCancel={close}
      footer={
        task ? (
          <Button type="primary" disabled={!finished} onClick={close}>
            完成
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" disabled={!file} loading={uploading} onClick={upload}>
              开始导入
            </Button>
          </Space>
        )
      }
    >
      {!task ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            message="请按模板填写，仅支持 .xlsx 文件"
            action={
              <Button
                size="small"
                onClick={() => api.download('get', '/api/material/material/importTemplate').catch(() => {})}
              >
                下载模板
              </Button>
            }
          />
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [{ uid: file.name, name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              const ok = isXlsx(chosen);
              setWrongType(!ok);
              setFile(ok ? chosen : undefined);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <p>点击或把文件拖到这里</p>
          </Upload.Dragger>
          {wrongType && <Alert type="error" showIcon message="只能导入 .xlsx 文件" />}
          <Checkbox checked={updateSupport} onChange={(event) => setUpdateSupport(event.target.checked)}>
            更新已存在的物料（按物料编码匹配）
          </Checkbox>
        </Space>
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Progress
            aria-label="导入进度"
            percent={task.total === 0 ? 100 : Math.round((task.processed / task.total) * 100)}
            status={
              task.status === 'FAILED' || task.failed > 0 ? 'exception' : finished ? 'success' : 'active'
            }
          />
          <div>
            {finished ? '导入完成' : '导入中'}：共 {task.total} 行，已处理 {task.processed} 行，成功{' '}
            {task.succeeded} 行，失败 {task.failed} 行
          </div>
          {task.errors.length > 0 && (
            <>
              <Table<RowError>
                aria-label="导入错误"
                rowKey={(e) => `${e.row}-${e.column}`}
                size="small"
                pagination={false}
                dataSource={task.errors}
                columns={[
                  { key: 'row', title: '行号', dataIndex: 'row', width: 70 },
                  { key: 'column', title: '列', dataIndex: 'column', width: 110 },
                  { key: 'message', title: '错误原因', dataIndex: 'message' },
                ]}
              />
              <Button
                onClick={() =>
                  api
                    .download('get', '/api/material/material/importErrors', {
                      params: { query: { taskId: task.taskId } },
                    })
                    .catch(() => {})
                }
              >
                下载错误报告
              </Button>
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
