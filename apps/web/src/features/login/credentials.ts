import type { Schema } from '@backoffice/sdk';

export type Credentials = Schema<'LoginRequest'>;

/** What is missing from the login form, field by field. */
export function credentialErrors({
  username,
  password,
}: Credentials): Partial<Record<keyof Credentials, string>> {
  return {
    ...(username.trim() === '' ? { username: '请输入用户名' } : {}),
    ...(password === '' ? { password: '请输入密码' } : {}),
  };
}
