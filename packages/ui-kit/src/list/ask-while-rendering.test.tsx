import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAskWhileRendering } from './ask-while-rendering';

const key = ['getPeoplePage', { pageNum: 1 }];

/** A screen with one query; `onCommit` runs when it first commits (before any effect of TanStack Query). */
function Screen({
  queryFn,
  enabled = true,
  onCommit,
}: {
  queryFn: () => Promise<string>;
  enabled?: boolean;
  onCommit: () => void;
}) {
  const askedFirst = useAskWhileRendering({ queryKey: key, queryFn }, enabled);
  const query = useQuery({ queryKey: key, queryFn, enabled, retryOnMount: !askedFirst });
  useLayoutEffect(() => {
    onCommit();
  }, [onCommit]);
  return <p>{query.isError ? '加载失败' : (query.data ?? '加载中')}</p>;
}

/** The same screen with a plain useQuery, as before. */
function Plain({ queryFn, onCommit }: { queryFn: () => Promise<string>; onCommit: () => void }) {
  const query = useQuery({ queryKey: key, queryFn });
  useLayoutEffect(() => {
    onCommit();
  }, [onCommit]);
  return <p>{query.data ?? '加载中'}</p>;
}

/** A screen whose call fails; `asked` records what the hook said on each render. */
function Failing({ queryFn, asked }: { queryFn: () => Promise<string>; asked: boolean[] }) {
  const askedFirst = useAskWhileRendering({ queryKey: key, queryFn }, true);
  asked.push(askedFirst);
  const query = useQuery({ queryKey: key, queryFn, retryOnMount: !askedFirst });
  return <p>{query.isError ? '加载失败' : '加载中'}</p>;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('useAskWhileRendering', () => {
  it('has the call on the line before the screen first commits, and sends it once', async () => {
    const queryFn = vi.fn(async () => '张伟');
    const atCommit: number[] = [];
    render(
      <QueryClientProvider client={client()}>
        <Screen queryFn={queryFn} onCommit={() => atCommit.push(queryFn.mock.calls.length)} />
      </QueryClientProvider>,
    );
    expect(atCommit).toEqual([1]);
    expect(await screen.findByText('张伟')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('without it the call waits for the commit (what it saves)', async () => {
    const queryFn = vi.fn(async () => '张伟');
    const atCommit: number[] = [];
    render(
      <QueryClientProvider client={client()}>
        <Plain queryFn={queryFn} onCommit={() => atCommit.push(queryFn.mock.calls.length)} />
      </QueryClientProvider>,
    );
    expect(atCommit).toEqual([0]);
    expect(await screen.findByText('张伟')).toBeTruthy();
  });

  it('asks nothing for a disabled query or one the cache already holds', async () => {
    const queryFn = vi.fn(async () => '张伟');
    const atCommit: number[] = [];
    const onCommit = () => void atCommit.push(queryFn.mock.calls.length);
    const { unmount } = render(
      <QueryClientProvider client={client()}>
        <Screen queryFn={queryFn} enabled={false} onCommit={onCommit} />
      </QueryClientProvider>,
    );
    unmount();
    const warm = client();
    warm.setQueryData(key, '李娜');
    render(
      <QueryClientProvider client={warm}>
        <Screen queryFn={queryFn} onCommit={onCommit} />
      </QueryClientProvider>,
    );
    // What the cache holds is drawn at once; whether to ask again is left to useQuery's own rules.
    expect(atCommit).toEqual([0, 0]);
    expect(await screen.findByText('李娜')).toBeTruthy();
  });

  it('says it asked first only where it sent the call; a failed screen opened again asks again', async () => {
    const queryFn = vi.fn(() => Promise.reject(new Error('网络连接失败')));
    const asked: boolean[] = [];
    const queries = client();
    const first = render(
      <QueryClientProvider client={queries}>
        <Failing queryFn={queryFn} asked={asked} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(asked.every(Boolean)).toBe(true);
    first.unmount();
    asked.length = 0;
    render(
      <QueryClientProvider client={queries}>
        <Failing queryFn={queryFn} asked={asked} />
      </QueryClientProvider>,
    );
    expect(asked.some(Boolean)).toBe(false);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});
