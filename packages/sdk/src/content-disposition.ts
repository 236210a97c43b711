import { DEFAULT_DOWNLOAD_FILE_NAME } from './spec-constants';

function decodeExtValue(value: string): string | undefined {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one code point
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  } catch {
    return undefined;
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

function parameters(header: string): Map<string, string> {
  const result = new Map<string, string>();
  // name=value pairs separated by ';', values may be quoted strings containing ';'
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of `;${header.replace(/^[^;]*/, '')}`.matchAll(pattern)) {
    const [, name = '', value = ''] = match;
    if (!result.has(name.toLowerCase())) result.set(name.toLowerCase(), value);
  }
  return result;
}

/**
 * spec §7: the file name of a download, from `Content-Disposition` — `filename*` (RFC 5987, UTF-8) first,
 * then `filename` (which some servers percent-encode), else 下载文档.
 */
export function parseContentDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_DOWNLOAD_FILE_NAME;
  const params = parameters(header);
  const extended = params.get('filename*');
  const fromExtended = extended === undefined ? undefined : decodeExtValue(unquote(extended));
  if (fromExtended) return fromExtended;
  const plain = params.get('filename');
  if (plain !== undefined) {
    const name = unquote(plain);
    try {
      const decoded = decodeURIComponent(name);
      if (decoded) return decoded;
    } catch {
      // not percent-encoded: use as is
    }
    if (name) return name;
  }
  return DEFAULT_DOWNLOAD_FILE_NAME;
}
