import { v4 } from 'uuid';

/** spec §3: generated ids are UUIDs (v4) without dashes. */
export function newId(): string {
  return v4().replaceAll('-', '');
}
