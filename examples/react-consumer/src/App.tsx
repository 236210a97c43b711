import { NotificationBridge } from '@backoffice/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { onUnauthorized } from './api';
import { LoginPage } from './LoginPage';
import { TodoPage } from './TodoPage';

/** A 401 lands on /login?redirect=<where the user was>: BrowserRouter paths, not the back office's hash routes. */
function UnauthorizedToLogin() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized((returnPath) =>
        navigate(`/login?redirect=${encodeURIComponent(returnPath ?? '/')}`, { replace: true }),
      ),
    [navigate],
  );
  return null;
}

export function App() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationBridge />
      <BrowserRouter>
        <UnauthorizedToLogin />
        <Routes>
          <Route path="/" element={<Navigate to="/todos" replace />} />
          <Route path="/todos" element={<TodoPage />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
