import type { Schema } from '@backoffice/sdk';
import { api } from '../../lib/api';

export type Attachment = Schema<'Attachment'>;

/** The largest file the server stores (its business error 40504 says so too). */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** Why a file is refused before it is sent, or undefined when it may go. */
export function attachmentRefusal(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (file.size === 0) return `文件「${file.name}」是空的`;
  if (file.size > MAX_ATTACHMENT_BYTES) return `文件「${file.name}」超过 20 MB，不能上传`;
  return undefined;
}

/**
 * Stores a purchase attachment (a qualification, a request's or an order's file) and resolves to where it is. The
 * contract takes the raw file as the body (application/octet-stream, its name in the query); openapi-fetch types
 * a binary body as a string and would JSON-encode anything but FormData, hence the cast and the pass-through
 * serializer at this one boundary.
 */
export function uploadAttachment(file: File): Promise<Attachment> {
  return api.POST('/api/purchase/attachment/upload', {
    params: { query: { fileName: file.name } },
    body: file as unknown as string,
    bodySerializer: (body: unknown) => body,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
}
