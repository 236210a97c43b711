import type { Notice, NoticeLevel } from './notify';
import { NOTIFICATION_DURATION_S, NOTIFICATION_OFFSET } from './screen-constants';

// The default notice of a page with no `notify` given (the client imports this module with its first notice, so
// the entry does not carry it): a small stack at the top right (top centre under 576 px), like the ui-kit's antd
// notices. Every style is set through `element.style` from here, never a <style> tag or a style attribute string:
// a consumer's CSP with `style-src 'self'` allows that.

/** How long a notice stays (spec §9: 4.5 s, errors too); a pointer over it or focus inside holds it. */
export const PAGE_NOTICE_MS = NOTIFICATION_DURATION_S * 1000;

/** The accent of each level, readable on the light and the dark surface. */
const ACCENT: Record<NoticeLevel, string> = {
  error: '#e5484d',
  warning: '#e5a000',
  info: '#3b82f6',
  success: '#30a46c',
};

type Style = Partial<Record<keyof CSSStyleDeclaration, string>>;
const styled = <K extends keyof HTMLElementTagNameMap>(tag: K, style: Style): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  Object.assign(element.style, style);
  return element;
};
const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

let stack: HTMLElement | undefined;
/** The notice on screen for each key: the same key again replaces it (a burst shows once). */
const shown = new Map<string, () => void>();

function stackElement(): HTMLElement {
  if (stack?.isConnected) return stack;
  const offset = `${NOTIFICATION_OFFSET}px`;
  const narrow = matches('(max-width: 575px)');
  stack = styled('div', {
    position: 'fixed',
    top: offset,
    zIndex: '2147483647',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    width: `min(384px, calc(100vw - ${2 * NOTIFICATION_OFFSET}px))`,
    ...(narrow ? { left: '50%', transform: 'translateX(-50%)' } : { right: offset }),
  });
  stack.dataset.backofficeNotices = '';
  document.body.append(stack);
  return stack;
}

/**
 * Shows a notice in the page: `role="alert"` for an error, `role="status"` otherwise, its title and description, a
 * close button (关闭). It goes after {@link PAGE_NOTICE_MS}; a notice with the key of one on screen replaces it.
 */
export function showPageNotice(notice: Notice): void {
  if (notice.key) shown.get(notice.key)?.();
  const dark = matches('(prefers-color-scheme: dark)');
  const error = notice.level === 'error';
  const item = styled('div', {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '8px',
    padding: '12px 12px 12px 16px',
    borderRadius: '8px',
    borderLeft: `4px solid ${ACCENT[notice.level]}`,
    background: dark ? '#1f1f1f' : '#ffffff',
    color: dark ? 'rgba(255, 255, 255, 0.88)' : 'rgba(0, 0, 0, 0.88)',
    boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)',
    font: '14px/1.5 system-ui, sans-serif',
    overflowWrap: 'anywhere',
  });
  item.setAttribute('role', error ? 'alert' : 'status');
  item.setAttribute('aria-live', error ? 'assertive' : 'polite');
  item.setAttribute('aria-atomic', 'true');
  const text = styled('div', { flex: '1' });
  const title = styled('div', { fontWeight: '600' });
  title.textContent = notice.title;
  text.append(title);
  if (notice.description) {
    const description = styled('div', { marginTop: '4px' });
    description.textContent = notice.description;
    text.append(description);
  }
  const close = styled('button', {
    border: '0',
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    font: '16px/1 system-ui, sans-serif',
    padding: '2px 4px',
  });
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', '关闭');
  item.append(text, close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const remove = () => {
    clearTimeout(timer);
    item.remove();
    if (notice.key && shown.get(notice.key) === remove) shown.delete(notice.key);
    if (!stack?.childElementCount) stack?.remove();
  };
  // a reader holds the notice: it goes a full time after the pointer or the focus leaves
  const hold = () => clearTimeout(timer);
  const release = () => {
    clearTimeout(timer);
    timer = setTimeout(remove, PAGE_NOTICE_MS);
  };
  item.addEventListener('pointerenter', hold);
  item.addEventListener('pointerleave', release);
  item.addEventListener('focusin', hold);
  item.addEventListener('focusout', release);
  close.addEventListener('click', remove);
  if (notice.key) shown.set(notice.key, remove);
  stackElement().append(item);
  release();
}
