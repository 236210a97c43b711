import { parseContentDisposition } from './content-disposition';
import { DOWNLOAD_CONTENT_TYPES, NO_DOWNLOAD_MARKER } from './spec-constants';

/** spec §3: a file download resolves to `body` and `fileName`. */
export interface DownloadedFile {
  body: Blob;
  fileName: string;
}

/** spec §7: a response is a download when its content type is listed and the URL does not say download=false. */
export function isDownloadResponse(response: Response, url = response.url): boolean {
  if (url.includes(NO_DOWNLOAD_MARKER)) return false;
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return (DOWNLOAD_CONTENT_TYPES as readonly (string | undefined)[]).includes(type);
}

/** Reads a download response into a Blob with its file name. */
export async function downloadableFile(response: Response): Promise<DownloadedFile> {
  return {
    body: await response.blob(),
    fileName: parseContentDisposition(response.headers.get('content-disposition')),
  };
}
