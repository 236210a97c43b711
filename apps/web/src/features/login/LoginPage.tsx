import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { REDIRECT_URL_PARAM } from '@backoffice/sdk/constants';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type BootLogin, LOGIN_CONTROLS } from '../../app/boot/boot-login';
import { BOOT_MARKUP_ID, handOverBootLogin } from '../../app/boot/boot-markup';
import { api } from '../../lib/api';
import { safeRedirect } from '../../lib/redirect';
import { saveSession } from '../../lib/session';
import { useGlobalStore } from '../../stores/global-store';
import { type Credentials, credentialErrors } from './credentials';

/**
 * spec §2: /login?redirectUrl=… — after login, back to where the user was (local paths only) or the home page.
 * Plain inputs rather than antd Form: this is the first page anyone loads, and two required fields do not need
 * the form engine and its tooltips (issue 5's 215 KB budget).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setUserInfo = useGlobalStore((state) => state.setUserInfo);
  const { token } = theme.useToken();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = touched ? credentialErrors(values) : {};

  async function login(credentials: Credentials) {
    setTouched(true);
    if (Object.keys(credentialErrors(credentials)).length > 0) return;
    setSubmitting(true);
    try {
      const { token: authorization, user } = await api.POST('/api/auth/login', {
        body: { ...credentials, username: credentials.username.trim() },
      });
      saveSession(authorization, user);
      setUserInfo(user);
      navigate(safeRedirect(params.get(REDIRECT_URL_PARAM)), { replace: true });
    } catch {
      // the sdk showed why (wrong password, network); the form keeps what was typed
      setSubmitting(false);
    }
  }

  // Taking over the prerendered page (before the browser paints): what was typed stays, the caret goes back where
  // it was (so 用户名 takes no autofocus of its own: that would move it before it is read), and a 登录 pressed
  // while the app was loading is carried out now.
  const [takingOver] = useState(
    () => typeof document !== 'undefined' && document.getElementById(BOOT_MARKUP_ID) !== null,
  );
  const [caret, setCaret] = useState<BootLogin['focus']>();
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const boot = handOverBootLogin();
    if (!boot) return;
    const typed = { username: boot.username, password: boot.password };
    setValues(typed);
    setCaret(boot.focus ?? { control: 0, start: null, end: null });
    if (boot.submitted) void login(typed);
  }, []);
  useEffect(() => {
    if (!caret) return;
    // the same control as on the prerendered page (用户名 when none had the focus), the caret where it was: after the
    // render that put the typed text back, since setting a field's value moves its caret to the end
    const { control, start, end } = caret;
    const element = form.current?.querySelectorAll<HTMLElement>(LOGIN_CONTROLS)[control];
    element?.focus();
    if (element instanceof HTMLInputElement && start !== null && end !== null)
      element.setSelectionRange(start, end);
  }, [caret]);

  const field = (name: keyof Credentials, label: string, input: ReactNode) => (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={`login-${name}`} style={{ display: 'block', marginBottom: 8, color: token.colorText }}>
        {label}
      </label>
      {input}
      {errors[name] && (
        <div id={`login-${name}-error`} role="alert" style={{ color: token.colorError, marginTop: 4 }}>
          {errors[name]}
        </div>
      )}
    </div>
  );

  return (
    <main
      style={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        display: 'grid',
        // One column that shrinks with the window: the form is never wider than a phone.
        gridTemplateColumns: 'minmax(0, 380px)',
        justifyContent: 'center',
        placeItems: 'center',
        padding: 24,
        background: token.colorBgLayout,
      }}
    >
      <form
        ref={form}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void login(values);
        }}
        style={{
          width: '100%',
          boxSizing: 'border-box',
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h1 style={{ fontSize: 24, textAlign: 'center', margin: '0 0 32px', color: token.colorTextHeading }}>
          管理后台登录
        </h1>
        {field(
          'username',
          '用户名',
          <Input
            id="login-username"
            name="username"
            // The first thing anyone does here is type their user name.
            autoFocus={!takingOver}
            size="large"
            prefix={<UserOutlined />}
            autoComplete="username"
            value={values.username}
            status={errors.username ? 'error' : undefined}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? 'login-username-error' : undefined}
            onChange={(event) => setValues({ ...values, username: event.target.value })}
          />,
        )}
        {field(
          'password',
          '密码',
          <Input.Password
            id="login-password"
            name="password"
            size="large"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            value={values.password}
            status={errors.password ? 'error' : undefined}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />,
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          登录
        </Button>
      </form>
    </main>
  );
}
