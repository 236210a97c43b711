import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { ScreenRegion } from './ScreenRegion';

/** A call the test answers when it chooses. */
function pending<T>() {
  let answer = (_value: T) => {};
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

function Screen({ load, save }: { load: () => Promise<string>; save: () => Promise<void> }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: load });
  const mutation = useMutation({ mutationFn: save });
  return (
    <>
      <p>{query.data ?? '加载中'}</p>
      <button type="button" onClick={() => mutation.mutate()}>
        保存
      </button>
    </>
  );
}

describe('ScreenRegion', () => {
  it('is an aria-busy main region while the screen loads or saves, and not once it is done', async () => {
    const rows = pending<string>();
    const saved = pending<void>();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ScreenRegion style={{}}>
          <Screen load={() => rows.promise} save={() => saved.promise} />
        </ScreenRegion>
      </QueryClientProvider>,
    );
    const main = screen.getByRole('main');
    await expect.poll(() => main.getAttribute('aria-busy')).toBe('true');
    await act(async () => rows.answer('3 行'));
    expect(await screen.findByText('3 行')).toBeTruthy();
    expect(main.getAttribute('aria-busy')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(main.getAttribute('aria-busy')).toBe('true');
    await act(async () => saved.answer());
    await expect.poll(() => main.getAttribute('aria-busy')).toBe('false');
  });

  it('shows a call starting and ending without rendering (it would break into the screen rendering)', async () => {
    const client = new QueryClient();
    const commits: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Profiler id="region" onRender={(_id, phase) => commits.push(phase)}>
          <ScreenRegion style={{}}>
            <p>采购订单</p>
          </ScreenRegion>
        </Profiler>
      </QueryClientProvider>,
    );
    const main = screen.getByRole('main');
    expect(main.getAttribute('aria-busy')).toBe('false');
    const rows = pending<string>();
    const call = client.fetchQuery({ queryKey: ['rows'], queryFn: () => rows.promise });
    expect(main.getAttribute('aria-busy')).toBe('true');
    rows.answer('3 行');
    await call;
    expect(main.getAttribute('aria-busy')).toBe('false');
    expect(commits).toEqual(['mount']);
  });
});
