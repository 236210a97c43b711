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
  if (text.trim() === '') throw new ApiResponseFormatError('响应为空', status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const snippet = text.trim().slice(0, 60);
    throw new ApiResponseFormatError(`不是 JSON（${snippet}${text.length > 60 ? '…' : ''}）`, status);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiResponseFormatError('响应不是对象', status);
  }
  const { code, message } = body as Record<string, unknown>;
  if (typeof code !== 'number' || !Number.isFinite(code)) {
    throw new ApiResponseFormatError('缺少数字类型的 code', status);
  }
  return {
    code,
    message: typeof message === 'string' ? message : '',
    data: (body as Record<string, unknown>).data,
  };
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
