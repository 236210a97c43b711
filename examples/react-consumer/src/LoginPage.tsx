import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from './api';

/** Only this app's own paths are followed after login (no open redirect). */
const localPath = (path: string | null) =>
  path?.startsWith('/') && !path.startsWith('//') ? path : '/todos';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await api.login({ username: String(form.get('username')), password: String(form.get('password')) });
      navigate(localPath(params.get('redirect')), { replace: true });
    } catch {
      setBusy(false); // the sdk has shown why
    }
  }

  return (
    <main>
      <h1>登录</h1>
      <form onSubmit={submit}>
        <label>
          用户名 <input name="username" autoComplete="username" required />
        </label>
        <label>
          密码 <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          登录
        </button>
      </form>
    </main>
  );
}
