/**
 * What the guard asks before a form someone has typed in is closed, or left, unsaved. Its own module, without the
 * modal that asks it: an app's layout can word a fallback with it and load the modal only when it asks.
 */
export const DISCARD_CONFIRM = {
  title: '放弃未保存的修改？',
  content: '关闭后，已填写的内容不会保存。',
  okText: '放弃修改',
  cancelText: '继续编辑',
} as const;
