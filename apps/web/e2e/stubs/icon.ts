import type { CSSProperties } from 'react';

/** The route table's menu icons, for journeys that read the table in Node: a journey needs paths, not glyphs. */
export default function Icon(_props: { style?: CSSProperties; className?: string }): null {
  return null;
}
