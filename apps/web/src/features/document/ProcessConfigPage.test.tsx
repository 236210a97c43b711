import { PermissionProvider } from '@backoffice/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import ProcessConfigPage from './ProcessConfigPage';

// the page's side queries (people and roles for the approvers) answer empty lists
vi.mock('../../lib/api', () => ({ api: { GET: async () => [], POST: async () => [] } }));

/** The configuration page of a new definition, for a user holding `codes` on it (the screen's provider). */
function renderConfig(codes: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/document/processConfig',
        element: (
          <PermissionProvider codes={codes}>
            <ProcessConfigPage />
          </PermissionProvider>
        ),
      },
    ],
    { initialEntries: ['/document/processConfig'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The reason a disabled button's tooltip gives (antd wraps it, so its wrapper is hovered too). */
async function reasonOf(button: HTMLElement) {
  await userEvent.hover(button.parentElement ?? button);
  await userEvent.hover(button);
  return (await screen.findByRole('tooltip')).textContent;
}

const button = (name: RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('流程配置: 保存 and 发布 gated as the list gates them', () => {
  it('lets a user holding 新建 and 发布 save and publish', () => {
    renderConfig(['workflow:definition:add', 'workflow:definition:publish']);
    expect(button(/^保\s?存$/).disabled).toBe(false);
    expect(button(/^发\s?布$/).disabled).toBe(false);
  });

  it('disables 发布 for a user without the publish code, saying which code is missing', async () => {
    renderConfig(['workflow:definition:add']);
    expect(button(/^保\s?存$/).disabled).toBe(false);
    const publish = button(/^发\s?布$/);
    expect(publish.disabled).toBe(true);
    expect(await reasonOf(publish)).toBe('没有权限（workflow:definition:publish）');
  });

  it('disables both for a user who may not create a definition: 发布 saves first', async () => {
    renderConfig(['workflow:definition:publish']);
    expect(button(/^保\s?存$/).disabled).toBe(true);
    const publish = button(/^发\s?布$/);
    expect(publish.disabled).toBe(true);
    expect(await reasonOf(publish)).toBe('没有权限（workflow:definition:add）');
  });
});
