import type { Middleware } from 'openapi-fetch';
import { type CallContext, contextOf } from '../call-context';
import { type DownloadedFile, downloadableFile, isDownloadResponse } from '../download';
import { ApiResponseFormatError } from '../errors';
import { reported } from '../notice';
import type { Notify } from '../notify';

/** What the download rule needs from the client. */
export interface DownloadOptions {
  notify: Notify;
  /** Receives every downloaded file (the browser default saves it). */
  save: ((file: DownloadedFile) => void) | undefined;
}

/**
 * spec §7: a response with a listed content type is a file, unless the URL says download=false. The call
 * resolves to `{ body, fileName }` (name from Content-Disposition, default 下载文档) and `save` receives it.
 * A `download()` call that gets anything else rejects with ApiResponseFormatError.
 */
export function downloadMiddleware({ notify, save }: DownloadOptions): Middleware {
  const settle = async (call: CallContext, response: Response) => {
    const file = await downloadableFile(response);
    call.result = file;
    call.settled = true;
    save?.(file);
  };
  return {
    // Not async: a JSON response (the common case) passes without a promise of its own.
    onResponse({ request, response }) {
      const call = contextOf(request);
      if (isDownloadResponse(response, request.url)) return settle(call, response);
      if (call.expectFile)
        throw reported(notify, new ApiResponseFormatError('不是文件下载', response.status), call.httpNotice);
    },
  };
}
