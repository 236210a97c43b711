import { ApiBusinessError, ApiResponseFormatError, type BusinessErrorEnvelope } from './errors';
import { BUSINESS_ERROR_FALLBACK_MESSAGE, SUCCESS_CODE } from './spec-constants';

/** spec §3/§7: every JSON response is `{code, message, data}`. */
export interface Envelope<Data = unknown> {
  code: number;
  message: string;
  data: Data;
}

/** Parses a body text into the envelope, or rejects with ApiResponseFormatError saying what is wrong. */
export function parseEnvelope(text: string, status: number): Envelope {
  if (text.trim() === '') throw new ApiResponseFormatError('响应为空', status, 'empty body');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const snippet = text.trim().slice(0, 60);
    const shown = `${snippet}${text.length > 60 ? '…' : ''}`;
    throw new ApiResponseFormatError(`不是 JSON（${shown}）`, status, `not JSON (${shown})`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiResponseFormatError('响应不是对象', status, 'not an object');
  }
  const { code, message } = body as Record<string, unknown>;
  if (typeof code !== 'number' || !Number.isFinite(code)) {
    throw new ApiResponseFormatError('缺少数字类型的 code', status, 'no numeric code');
  }
  return {
    code,
    message: typeof message === 'string' ? message : '',
    data: (body as Record<string, unknown>).data,
  };
}

/**
 * Narrows a `raw: true` result to its success envelope (code 200, typed `data`); in the else branch it is the
 * business error. `result.code === 200` alone cannot narrow: a business error's code is any number but 200,
 * and TypeScript has no type for that.
 */
export function isSuccessEnvelope<E extends { code: number }>(
  envelope: E,
): envelope is Extract<E, { code: 200 }> {
  return envelope.code === SUCCESS_CODE;
}

/** The server's own message in an error body, when the body is the envelope (not an HTML error page, not empty). */
export function serverMessageOf(text: string): string | undefined {
  try {
    return parseEnvelope(text, 0).message || undefined;
  } catch {
    return undefined;
  }
}

/** spec §8: code ≠ 200 is a business error with the server's message or 业务数据异常. */
export function businessErrorOf(envelope: Envelope, status: number): ApiBusinessError | undefined {
  if (envelope.code === SUCCESS_CODE) return undefined;
  return new ApiBusinessError(
    envelope.message || BUSINESS_ERROR_FALLBACK_MESSAGE,
    envelope.code,
    // the contract's business-error body: `data` is null there
    envelope as BusinessErrorEnvelope,
    status,
  );
}
