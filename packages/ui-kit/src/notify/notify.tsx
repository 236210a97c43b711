import type { Notice, Notify } from '@backoffice/sdk';
import {
  NOTIFICATION_DURATION_S,
  NOTIFICATION_OFFSET,
  NOTIFICATION_PLACEMENT,
} from '@backoffice/sdk/constants';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import type { MessageInstance } from 'antd/es/message/interface';
import notification from 'antd/es/notification';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { Fragment, useEffect } from 'react';
import { setNotifyTarget } from './notify-target';
import { successPlacement } from './success-placement';
import { isNoticeSuppressed, suppressNotices } from './suppression';

/** The action that silences every later notice of this browser session (spec §4). */
export const SUPPRESS_ACTION_LABEL = '一段时间内不再提示';

/**
 * How long a success message stays: it confirms what the user just did and gets out of the way, after long enough to
 * read a confirmation such as 已审核 3 张单据 (antd's own default; 2 s was gone before a slow reader got to it).
 */
export const SUCCESS_MESSAGE_DURATION_S = 3;

/**
 * A `Notify` (the sdk's signature) over an antd notification instance: top right, 4.5 s, offset 24 (spec §9),
 * with the 一段时间内不再提示 action. Nothing is shown once the session flag is set. With a message instance, a
 * success is a light message at the top instead (it never stacks over the header), moved off an open drawer's
 * header (successPlacement).
 */
export function createNotify(
  api: NotificationInstance,
  storage: Storage | undefined = globalThis.sessionStorage,
  messages?: MessageInstance,
): Notify {
  let counter = 0;
  return (notice: Notice) => {
    if (isNoticeSuppressed(storage)) return;
    if (notice.level === 'success' && messages) {
      void messages.success({
        content: notice.title,
        duration: SUCCESS_MESSAGE_DURATION_S,
        style: successPlacement(),
      });
      return;
    }
    const key = notice.key ?? `notice-${++counter}`;
    api[notice.level]({
      key,
      title: notice.title,
      description: notice.description,
      placement: NOTIFICATION_PLACEMENT,
      duration: NOTIFICATION_DURATION_S,
      actions: (
        <Button
          size="small"
          type="link"
          onClick={() => {
            suppressNotices(storage);
            api.destroy();
          }}
        >
          {SUPPRESS_ACTION_LABEL}
        </Button>
      ),
    });
  };
}

export { notify } from './notify-target';

/** spec §9: top right, 4.5 s, offset 24. */
export const NOTIFICATION_CONFIG = {
  placement: NOTIFICATION_PLACEMENT,
  top: NOTIFICATION_OFFSET,
  duration: NOTIFICATION_DURATION_S,
} as const;

/**
 * Mount once inside the app's antd `ConfigProvider`: it renders the notices of `notify` there (errors as
 * notifications, successes as messages), so they follow the theme and the locale.
 */
export function NotificationBridge() {
  const [api, holder] = notification.useNotification(NOTIFICATION_CONFIG);
  const [messages, messageHolder] = message.useMessage();
  useEffect(() => {
    setNotifyTarget(createNotify(api, globalThis.sessionStorage, messages));
    return () => setNotifyTarget(undefined);
  }, [api, messages]);
  return (
    <Fragment>
      {holder}
      {messageHolder}
    </Fragment>
  );
}
