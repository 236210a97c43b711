import { DEFAULT_DOWNLOAD_FILE_NAME } from './spec-constants';

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** RFC 5987 `filename*=charset'lang'value`, the value percent-encoded (quoted or not). */
const EXTENDED = /filename\*\s*=\s*"?([\w!#$%&+^`{}~-]*)'[\w-]*'([^";]*)/i;
/** `filename=value` or `filename="quoted \"value\""`, as a parameter of its own (not `filename*`). */
const PLAIN = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i;

/**
 * spec §7: the file name of a download, from `Content-Disposition` — `filename*` (RFC 5987: UTF-8, or
 * ISO-8859-1 one code point per %XX) first, then `filename` (which some servers percent-encode), else 下载文档.
 */
export function parseContentDisposition(header: string | null | undefined): string {
  const extended = EXTENDED.exec(header ?? '');
  if (extended) {
    const [, charset = '', value = ''] = extended;
    const name = /^(utf-8)?$/i.test(charset)
      ? decode(value)
      : value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (name) return name;
  }
  const plain = PLAIN.exec(header ?? '');
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return (name && (decode(name) || name)) || DEFAULT_DOWNLOAD_FILE_NAME;
}
