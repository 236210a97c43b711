import type { Notice, Notify } from '@backoffice/sdk';

// The app-wide `notify` without antd's notification code: a screen that sends a success message imports this
// alone, and the code that draws notices (notify.tsx's NotificationBridge) loads only where it is mounted.

let target: Notify | undefined;
const queued: Notice[] = [];

/**
 * The app-wide `notify` to hand to the sdk: it shows notices through `NotificationBridge`; notices sent before
 * the bridge mounts wait for it.
 */
export const notify: Notify = (notice) => {
  if (target) target(notice);
  else queued.push(notice);
};

/** Where notices go from now on (the waiting ones first); `undefined` makes them wait again. */
export function setNotifyTarget(next: Notify | undefined): void {
  target = next;
  if (next) for (const notice of queued.splice(0)) next(notice);
}
