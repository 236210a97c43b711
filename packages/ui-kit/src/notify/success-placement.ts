import type { CSSProperties } from 'react';

/** Room a success message needs beside an open drawer to sit over the mask instead (its text and margins). */
export const MESSAGE_ROOM_PX = 360;

/**
 * Where a success message goes so it covers nothing the user needs: antd's place (the top middle, over the empty
 * middle of the header) unless an open drawer (from the right, as the app's are) is there — then over the mask
 * beside it, centred there, when there is room, or just below the drawer's header (a drawer as wide as the window,
 * on a phone). Sizes, not boxes: a drawer that is still sliding in is measured where it will stop. The style is the
 * message's own (`ArgsProps.style`); its list is fixed across the window's width, centred.
 */
export function successPlacement(doc: Document = document): CSSProperties {
  const width = doc.documentElement.clientWidth;
  const drawers = [...doc.querySelectorAll('.ant-drawer-open.ant-drawer-right .ant-drawer-content-wrapper')]
    .filter((wrapper): wrapper is HTMLElement => wrapper instanceof HTMLElement && wrapper.offsetWidth > 0)
    .map((wrapper) => ({
      left: width - wrapper.offsetWidth,
      headerBottom: wrapper.querySelector<HTMLElement>('.ant-drawer-header')?.offsetHeight ?? 0,
    }));
  if (drawers.length === 0) return {};
  const left = Math.min(...drawers.map((drawer) => drawer.left));
  if (left >= MESSAGE_ROOM_PX) return { paddingInlineEnd: width - left };
  return { marginTop: Math.max(...drawers.map((drawer) => drawer.headerBottom)) };
}
