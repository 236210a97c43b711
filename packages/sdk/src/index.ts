export { type ApiClient, type ApiClientOptions, createApiClient } from './client';
export { parseContentDisposition } from './content-disposition';
export { type DownloadedFile, isDownloadResponse } from './download';
export { type Envelope, isSuccessEnvelope } from './envelope';
export {
  ApiAbortError,
  ApiBusinessError,
  ApiConfigError,
  ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseFormatError,
  ApiTimeoutError,
  type BusinessErrorEnvelope,
} from './errors';
export type { components, operations, paths } from './generated/schema';
export * from './http-messages';
export { hashRouterLoginPath, returnPathFor } from './login-path';
export type { ContractCheck, ContractViolation } from './middleware/envelope';
export { noticeFor } from './notice';
export type { Notice, NoticeLevel, Notify } from './notify';
// The login state's storage keys, which an app reads; every other constant is in `@backoffice/sdk/constants`.
export { AUTHORIZATION_STORAGE_KEY, USER_INFO_STORAGE_KEY } from './spec-constants';
export { memoryTokenStorage, type TokenStorage } from './token-storage';
export type {
  AnswersFile,
  ApiDownload,
  ApiMethod,
  CallArgs,
  CallInit,
  CallOptions,
  CallResult,
  DataOf,
  EnvelopeOf,
  FilePathsWith,
  HttpMethod,
  JsonBodyOf,
  OperationOf,
  PathsWith,
  Schema,
} from './types';
