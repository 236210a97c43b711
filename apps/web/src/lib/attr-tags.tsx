import type { Schema } from '@backoffice/sdk';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';

/** The 属性标签 a record carries, each in its colour. */
export function AttrTagList({ tags }: { tags: readonly Schema<'AttrTagRef'>[] }) {
  if (tags.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap>
      {tags.map((tag) => (
        <Tag key={tag.id} color={tag.color}>
          {tag.name}
        </Tag>
      ))}
    </Space>
  );
}
