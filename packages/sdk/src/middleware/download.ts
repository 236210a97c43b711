import type { Middleware } from 'openapi-fetch';
import { type CallContext, contextOf } from '../call-context';
import { type DownloadedFile, downloadableFile, isDownloadResponse } from '../download';

/** What the download rule needs from the client. */
export interface DownloadOptions {
  /** Receives every downloaded file (the browser default saves it). */
  save: ((file: DownloadedFile) => void) | undefined;
}

/**
 * spec §7: a response with a listed content type is a file, unless the URL says download=false. The call
 * resolves to `{ body, fileName }` (name from Content-Disposition, default 下载文档) and `save` receives it.
 * Anything else goes on to the envelope rule (which rejects a `download()` that got no file).
 */
export function downloadMiddleware({ save }: DownloadOptions): Middleware {
  const settle = async (call: CallContext, response: Response) => {
    const file = await downloadableFile(response);
    call.result = file;
    call.settled = true;
    save?.(file);
  };
  return {
    // Not async: a JSON response (the common case) passes without a promise of its own.
    onResponse({ request, response }) {
      if (isDownloadResponse(response, request.url)) return settle(contextOf(request), response);
    },
  };
}
