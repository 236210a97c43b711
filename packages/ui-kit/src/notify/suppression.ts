import { NOTICE_SUPPRESSION_SESSION_KEY } from '@backoffice/sdk/constants';

/** spec §4: "do not show for a while" stores a session flag that suppresses all notifications for the session. */
export function isNoticeSuppressed(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): boolean {
  return storage?.getItem(NOTICE_SUPPRESSION_SESSION_KEY) === '1';
}

export function suppressNotices(
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage,
): void {
  storage?.setItem(NOTICE_SUPPRESSION_SESSION_KEY, '1');
}
