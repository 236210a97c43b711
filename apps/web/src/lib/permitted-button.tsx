import type { DownloadedFile } from '@backoffice/sdk';
import Button, { type ButtonProps } from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useAuthStore } from '../stores/auth-store';

/** Why a button is disabled when the user lacks its operation code (spec §6). */
export const noPermission = (code: string) => `没有权限（${code}）`;

/**
 * A button that needs an operation code: without it the button is disabled and its tooltip says which code is
 * missing. Without `code` it is a plain button.
 */
export function PermittedButton({ code, disabled, ...props }: ButtonProps & { code?: string }) {
  const allowed = useAuthStore((state) => (code ? state.codes.includes(code) : true));
  return (
    <Tooltip title={allowed ? undefined : noPermission(code ?? '')}>
      <Button {...props} disabled={disabled || !allowed} />
    </Tooltip>
  );
}

/**
 * 导出: downloads the spreadsheet (the sdk saves it under the server's file name and shows any failure), busy
 * while the file comes.
 */
export function ExportButton({ code, download }: { code?: string; download: () => Promise<DownloadedFile> }) {
  const [busy, setBusy] = useState(false);
  return (
    <PermittedButton
      code={code}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await download();
        } catch {
          // the sdk has shown why
        } finally {
          setBusy(false);
        }
      }}
    >
      导出
    </PermittedButton>
  );
}

/**
 * A button that asks first (Popconfirm with `confirm`) and needs an operation code: without it the button is
 * disabled, says which code is missing, and asks nothing.
 */
export function ConfirmButton({
  code,
  confirm,
  onConfirm,
  description,
  ...props
}: Omit<ButtonProps, 'onClick'> & {
  code?: string;
  confirm: string;
  /** A second line under the question, e.g. what the server will say. */
  description?: string;
  onConfirm: () => unknown;
}) {
  const allowed = useAuthStore((state) => (code ? state.codes.includes(code) : true));
  if (!allowed) return <PermittedButton {...props} code={code} />;
  return (
    <Popconfirm title={confirm} description={description} onConfirm={() => onConfirm()}>
      <Button {...props} />
    </Popconfirm>
  );
}

/** 批量删除 of a list's selection: asks 确认删除选中的 N 个{what}？ first; needs `code` when given. */
export function BatchDeleteButton({
  count,
  what,
  code,
  onConfirm,
}: {
  count: number;
  what: string;
  code?: string;
  onConfirm: () => unknown;
}) {
  return (
    <ConfirmButton danger code={code} confirm={`确认删除选中的 ${count} 个${what}？`} onConfirm={onConfirm}>
      批量删除
    </ConfirmButton>
  );
}
