import type { ButtonProps } from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Popconfirm from 'antd/es/popconfirm';
import Tooltip from 'antd/es/tooltip';
import { type Key, type ReactNode, useState } from 'react';
import { LinkButton } from './link-button';
import { useGate } from './permission-context';
import { useRefocusWhenBuilt } from './refocus-when-built';

/** What every gated element takes. */
export interface GateProps {
  /** The operation code the action needs (spec §6); none: always allowed. */
  code?: string;
  /** Disable it for a reason of the record (shown as the tooltip), e.g. 系统内置，不能删除. */
  disabledReason?: string;
  /** Render nothing instead of a disabled element when the code is missing. */
  hideIfDenied?: boolean;
}

/**
 * A button that needs an operation code: without it the button is disabled and its tooltip says which code is
 * missing (or hidden, with `hideIfDenied`). A `disabledReason` disables it the same way with that reason.
 */
export function PermittedButton({
  code,
  disabledReason,
  hideIfDenied,
  disabled,
  ...props
}: ButtonProps & GateProps) {
  const { allowed, reason } = useGate(code, disabledReason);
  if (!allowed && hideIfDenied && !disabledReason) return null;
  // The tooltip only where there is a reason to give: a list draws two of these a row, and an empty tooltip is
  // still a trigger with its own observers and styles (issue 26).
  if (reason === undefined) return <LinkButton {...props} disabled={disabled} />;
  return (
    <Tooltip title={reason}>
      <LinkButton {...props} disabled={disabled || !allowed} />
    </Tooltip>
  );
}

/**
 * A button that asks first (a Popconfirm with `confirm`, and `description` naming the consequence) and needs an
 * operation code: when it is not allowed it is disabled, says why, and asks nothing.
 */
export function ConfirmButton({
  code,
  disabledReason,
  hideIfDenied,
  confirm,
  description,
  onConfirm,
  ...props
}: Omit<ButtonProps, 'onClick'> &
  GateProps & {
    confirm: string;
    /** A second line under the question: what will happen, or what the server will say. */
    description?: ReactNode;
    onConfirm: () => unknown;
  }) {
  const { allowed } = useGate(code, disabledReason);
  // The question is built when first asked: a list has one of these a row, and each Popconfirm is a trigger with
  // its own observers and styles before anyone clicks (issue 26).
  const [asked, setAsked] = useState(false);
  const button = useRefocusWhenBuilt(asked);
  if (!allowed)
    return (
      <PermittedButton {...props} code={code} disabledReason={disabledReason} hideIfDenied={hideIfDenied} />
    );
  if (!asked) return <LinkButton {...props} ref={button} onClick={() => setAsked(true)} />;
  return (
    <Popconfirm defaultOpen title={confirm} description={description} onConfirm={() => onConfirm()}>
      <LinkButton {...props} ref={button} />
    </Popconfirm>
  );
}

/**
 * 批量删除 of a list's selection: asks 确认删除选中的 N 个{what}？ first, with `description` naming the consequence
 * when there is one to name; needs `code` when given.
 */
export function BatchDeleteButton({
  count,
  what,
  code,
  description,
  onConfirm,
}: {
  count: number;
  what: string;
  code?: string;
  description?: ReactNode;
  onConfirm: () => unknown;
}) {
  return (
    <ConfirmButton
      danger
      code={code}
      confirm={`确认删除选中的 ${count} 个${what}？`}
      description={description}
      onConfirm={onConfirm}
    >
      批量删除
    </ConfirmButton>
  );
}

/**
 * A table's `batchActions` when 批量删除 is its only one: deletes the selected rows through `remove` (the list's
 * own, which steps back a page it empties), then clears the selection.
 */
export function batchDeleteActions({
  what,
  code,
  description,
  remove,
}: {
  what: string;
  code?: string;
  description?: ReactNode;
  remove: (ids: string[]) => Promise<unknown>;
}) {
  return (keys: readonly Key[], _rows: readonly unknown[], clear: () => void) => (
    <BatchDeleteButton
      count={keys.length}
      what={what}
      code={code}
      description={description}
      onConfirm={() => remove(keys.map(String)).then(clear)}
    />
  );
}

/** One file an export offers (a BOM flat or indented): its key for `onExport` and the menu's words. */
export interface ExportFormat<Format extends string> {
  key: Format;
  label: string;
}

/**
 * 导出: runs `onExport` (the sdk saves the file under the server's name and reports any failure), busy while the
 * file comes; needs `code` (a `*:export` code) when given. With `formats` (one list, several files) 导出 opens a
 * menu, 导出（{label}）each, and `onExport` gets the chosen key; gated the same way (no code: disabled, saying why).
 */
export function ExportButton<Format extends string = never>(
  props:
    | { code?: string; formats?: undefined; onExport: () => Promise<unknown> }
    | {
        code?: string;
        formats: readonly ExportFormat<Format>[];
        onExport: (format: Format) => Promise<unknown>;
      },
) {
  const { code } = props;
  const [busy, setBusy] = useState(false);
  const { allowed } = useGate(code);
  const run = async (format?: Format) => {
    setBusy(true);
    try {
      await (props.formats ? props.onExport(format as Format) : props.onExport());
    } catch {
      // the sdk has shown why
    } finally {
      setBusy(false);
    }
  };
  if (!props.formats)
    return (
      <PermittedButton code={code} loading={busy} onClick={() => void run()}>
        导出
      </PermittedButton>
    );
  const formats = props.formats;
  return (
    <Dropdown
      disabled={!allowed || busy}
      menu={{
        items: formats.map((format) => ({ key: format.key, label: `导出（${format.label}）` })),
        onClick: ({ key }) => void run(formats.find((format) => format.key === key)?.key),
      }}
    >
      <PermittedButton code={code} loading={busy}>
        导出
      </PermittedButton>
    </Dropdown>
  );
}
