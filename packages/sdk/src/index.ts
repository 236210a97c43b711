export {
  type ApiClient,
  type ApiClientOptions,
  type ContractCheck,
  type ContractViolation,
  createApiClient,
} from './client';
export { parseContentDisposition } from './content-disposition';
export { type DownloadedFile, isDownloadResponse } from './download';
export type { Envelope } from './envelope';
export {
  ApiAbortError,
  ApiBusinessError,
  ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseFormatError,
  ApiTimeoutError,
} from './errors';
export type { components, operations, paths } from './generated/schema';
export * from './http-messages';
export { noticeFor } from './notice';
export type { Notice, NoticeLevel, Notify } from './notify';
export * from './spec-constants';
export type { CallOptions, DataOf, EnvelopeOf, HttpMethod, OperationOf, PathsWith, Schema } from './types';
export { currentHashPath, loginHash, returnPathFor } from './unauthorized';
