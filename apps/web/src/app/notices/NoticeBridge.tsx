import { NotificationBridge, notify } from '@backoffice/ui-kit';
import { useEffect } from 'react';
import { notices } from '../../lib/notices';

/** The ui-kit's notices (antd notification and message), fed with what waited in the app's queue. */
export default function NoticeBridge() {
  useEffect(() => notices.deliverTo(notify), []);
  return <NotificationBridge />;
}
