import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { notify } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { Attachments } from '../../lib/attachments';
import { type Attachment, attachmentRefusal, uploadAttachment } from './attachment-upload';

/** Picks a file and stores it; the file picker only, antd's own upload list and request are not used. */
function UploadButton({ label, onUploaded }: { label: string; onUploaded: (file: Attachment) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      showUploadList={false}
      beforeUpload={(file) => {
        const refusal = attachmentRefusal(file);
        if (refusal) notify({ level: 'error', title: refusal });
        else {
          setBusy(true);
          uploadAttachment(file)
            .then(onUploaded, () => undefined) // the sdk has said why
            .finally(() => setBusy(false));
        }
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        {label}
      </Button>
    </Upload>
  );
}

/** One stored file as a form field (a qualification's file): shown as it will be seen, replaced by a new upload. */
export function AttachmentField({
  value,
  onChange,
}: {
  value?: Attachment;
  onChange?: (file: Attachment) => void;
}) {
  return (
    <Space wrap align="center">
      {value && <Attachments files={[value]} />}
      <UploadButton label={value ? '重新上传' : '上传文件'} onUploaded={(file) => onChange?.(file)} />
    </Space>
  );
}

/** A document's attachments as a form field: each shown as it will be seen, removable, more uploaded. */
export function AttachmentListField({
  value = [],
  onChange,
}: {
  value?: Attachment[];
  onChange?: (files: Attachment[]) => void;
}) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((file) => (
        <Space key={file.fileUrl} align="center">
          <Attachments files={[file]} />
          <Button
            type="text"
            size="small"
            aria-label={`移除${file.fileName}`}
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(value.filter((other) => other !== file))}
          />
        </Space>
      ))}
      <UploadButton label="上传附件" onUploaded={(file) => onChange?.([...value, file])} />
    </Space>
  );
}
