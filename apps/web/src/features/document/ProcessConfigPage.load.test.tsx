import { ApiHttpError } from '@backoffice/sdk';
import { PermissionProvider } from '@backoffice/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import ProcessConfigPage from './ProcessConfigPage';

const DEFINITION_ID = '8a9b0c1d2e3f4a5b8c6d7e8f9a0b1c21';
const server = vi.hoisted(() => ({ failing: true }));
// the definition fails until the test heals it; the approvers' side queries answer empty lists
vi.mock('../../lib/api', () => ({
  api: {
    GET: async (path: string) => {
      if (path !== '/api/workflow/processDefinition/{id}') return [];
      // a 404 is not retried: the failure shows at once
      if (server.failing) throw new ApiHttpError(404);
      return {
        id: DEFINITION_ID,
        key: 'purchase_request',
        name: '采购申请审批',
        category: '采购',
        description: null,
        formFields: [],
        nodes: null,
      };
    },
    POST: async () => [],
  },
}));

/** 流程配置 of a saved definition (`?id=`), for a user who may edit it. */
function renderConfig() {
  const router = createMemoryRouter(
    [
      {
        path: '/document/processConfig',
        element: (
          <PermissionProvider codes={['workflow:definition:edit', 'workflow:definition:publish']}>
            <ProcessConfigPage />
          </PermissionProvider>
        ),
      },
    ],
    { initialEntries: [`/document/processConfig?id=${DEFINITION_ID}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** issue 23: a definition that failed to load opens no blank form that 保存 would write over it with. */
describe('流程配置: the definition failed to load', () => {
  it('shows 加载失败 with the reason and 重试, and no 保存; after 重试 the form holds the definition', async () => {
    renderConfig();
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.getByText(new ApiHttpError(404).message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^保\s?存$/ })).toBeNull();
    server.failing = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() =>
      expect((screen.getByLabelText('流程名称') as HTMLInputElement).value).toBe('采购申请审批'),
    );
    expect(screen.getByRole('button', { name: /^保\s?存$/ })).toBeTruthy();
  });
});
