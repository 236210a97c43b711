import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import type { Schema } from '@backoffice/sdk';
import { formatFileName, isImageFile } from '@backoffice/ui-kit';
import Image from 'antd/es/image';
import Space from 'antd/es/space';

/** A photo's usual 4:3, so a thumbnail crops little of it. */
const PREVIEW_WIDTH = 128;
const PREVIEW_HEIGHT = 96;

/**
 * Stored files (a process's attachments, a supplier's qualifications): spec §9 image suffixes preview in place (click to
 * enlarge); other files download under their name.
 */
export function Attachments({ files }: { files: readonly Schema<'Attachment'>[] }) {
  return (
    <Space wrap align="start" size="middle">
      {files.map((file) =>
        isImageFile(file.fileSuffix) ? (
          <Image
            key={file.fileUrl}
            width={PREVIEW_WIDTH}
            height={PREVIEW_HEIGHT}
            src={file.fileUrl}
            alt={formatFileName(file)}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <a key={file.fileUrl} href={file.fileUrl} download={formatFileName(file)}>
            <PaperClipOutlined aria-hidden /> {formatFileName(file)}
          </a>
        ),
      )}
    </Space>
  );
}
