import { useEffect, useState } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { notices } from '../../lib/notices';

const NoticeBridge = lazyChunk('notices', () => import('./NoticeBridge'));

/**
 * Loads the notice renderer when it is needed: a notice is waiting (an error from a call), or the user has started
 * to act — the success messages that screens send through the ui-kit follow a click or a key, so the renderer is
 * there before them. A visit that only looks never loads it.
 */
export function NoticeHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const stopWaiting = notices.onWaiting(need);
    document.addEventListener('pointerdown', need, { once: true, capture: true });
    document.addEventListener('keydown', need, { once: true, capture: true });
    return () => {
      stopWaiting();
      document.removeEventListener('pointerdown', need, { capture: true });
      document.removeEventListener('keydown', need, { capture: true });
    };
  }, [needed]);
  return needed ? <NoticeBridge /> : null;
}
