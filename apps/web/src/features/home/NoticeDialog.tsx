import type { Schema } from '@backoffice/sdk';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { NOTICE_TYPES } from './NoticeCard';

/** A notice's whole text, opened from 通知公告. */
export default function NoticeDialog({ notice, onClose }: { notice: Schema<'Notice'>; onClose: () => void }) {
  return (
    <Modal open title={notice.title} onCancel={onClose} footer={<Button onClick={onClose}>知道了</Button>}>
      <p style={{ opacity: 0.65 }}>
        {NOTICE_TYPES[notice.type].label} · {notice.createdBy.name} · {notice.createdTime}
      </p>
      <p style={{ whiteSpace: 'pre-line' }}>{notice.content}</p>
    </Modal>
  );
}
