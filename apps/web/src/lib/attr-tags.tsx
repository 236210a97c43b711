import type { Schema } from '@backoffice/sdk';
import Space from 'antd/es/space';
import Tag, { type TagProps } from 'antd/es/tag';

const DOT = {
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  marginInlineEnd: 6,
} as const;

/**
 * A 属性标签 in its colour: the theme's tag with a dot of the tag's colour before the name. The colour is anyone's
 * choice (属性标签's 颜色), so it never paints the text or its background, where it could not be read (WCAG AA
 * contrast, light and dark themes alike).
 */
export function ColorTag({
  color,
  children,
  ...props
}: Omit<TagProps, 'color' | 'icon'> & { color?: string }) {
  return (
    <Tag {...props}>
      {color && <span aria-hidden style={{ ...DOT, background: color }} />}
      {children}
    </Tag>
  );
}

/** The 属性标签 a record carries, each in its colour. */
export function AttrTagList({ tags }: { tags: readonly Schema<'AttrTagRef'>[] }) {
  if (tags.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap>
      {tags.map((tag) => (
        <ColorTag key={tag.id} color={tag.color}>
          {tag.name}
        </ColorTag>
      ))}
    </Space>
  );
}
