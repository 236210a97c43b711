import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside a narrower box (a document's lines in a drawer): the scrolling box is a
 * named region that takes the keyboard's focus, so the lines out of view can be scrolled to without a mouse.
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}
