import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type JSX, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkFallback, lazyChunk, lazyExport, useWarmChunks } from './lazy-chunk';
import { notices } from './notices';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const orderScreen = { default: () => <h1>采购订单</h1> };

/** The screen region: the spinner a chunk shows while it loads, and a link away and back. */
function Region({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <ChunkFallback value={<p>加载中</p>}>
      <button type="button" onClick={() => setOpen(!open)}>
        切换
      </button>
      {open && children}
    </ChunkFallback>
  );
}

describe('lazyChunk', () => {
  it('shows the region’s fallback while its chunk loads, then the screen', async () => {
    const chunk = deferred<typeof orderScreen>();
    const Screen = lazyChunk('purchase-order', () => chunk.promise);
    render(
      <Region>
        <Screen />
      </Region>,
    );
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => chunk.resolve(orderScreen));
    expect(screen.getByRole('heading', { name: '采购订单' })).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('shows nothing while it loads outside a region that gives a fallback (the layout, the login page)', async () => {
    const chunk = deferred<typeof orderScreen>();
    const Screen = lazyChunk('layout', () => chunk.promise);
    const { container } = render(<Screen />);
    expect(container.childElementCount).toBe(0);
    await act(async () => chunk.resolve(orderScreen));
    expect(screen.getByRole('heading', { name: '采购订单' })).toBeTruthy();
  });

  it('once shown, draws the screen at once when the user comes back to it, loading nothing again', async () => {
    const importer = vi.fn(() => Promise.resolve(orderScreen));
    const Screen = lazyChunk('purchase-order', importer);
    render(
      <Region>
        <Screen />
      </Region>,
    );
    expect(await screen.findByRole('heading', { name: '采购订单' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: '切换' }).click());
    expect(screen.queryByRole('heading', { name: '采购订单' })).toBeNull();
    act(() => screen.getByRole('button', { name: '切换' }).click());
    expect(screen.getByRole('heading', { name: '采购订单' })).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('gives its props to the chunk, whose own lazy parts show nothing while they load, not the region’s spinner', async () => {
    const drawer = deferred<{ default: (props: { title: string }) => JSX.Element }>();
    const OrderForm = lazyChunk('purchase-order-form', () => drawer.promise);
    const Screen = lazyChunk('purchase-order', () =>
      Promise.resolve({ default: () => <OrderForm title="新增采购订单" /> }),
    );
    render(
      <Region>
        <Screen />
      </Region>,
    );
    // the screen is drawn, its form still loading: no spinner in the screen
    await vi.waitFor(() => expect(screen.queryByText('加载中')).toBeNull());
    await act(async () => drawer.resolve({ default: ({ title }) => <h2>{title}</h2> }));
    expect(screen.getByRole('heading', { name: '新增采购订单' })).toBeTruthy();
  });

  it('throws a chunk that failed to load to the error boundary, named as spec §2 names it', async () => {
    const chunk = deferred<typeof orderScreen>();
    const Screen = lazyChunk('purchase-order', () => chunk.promise);
    // React reports the error its boundary caught on the console; the boundary is what the user sees
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Screen />
      </Boundary>,
    );
    await act(async () => chunk.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toBe('Loading chunk purchase-order failed');
    consoleError.mockRestore();
  });
});

describe('lazyExport', () => {
  it('draws the named export of its module, with its props, once the module is in', async () => {
    const module = deferred<{ AttrTagForm: (props: { title: string }) => JSX.Element; other: number }>();
    const AttrTagForm = lazyExport('attr-tag-form', () => module.promise, 'AttrTagForm');
    render(<AttrTagForm title="新增属性标签" />);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => module.resolve({ AttrTagForm: ({ title }) => <h2>{title}</h2>, other: 1 }));
    expect(screen.getByRole('heading', { name: '新增属性标签' })).toBeTruthy();
  });
});

describe('lazyExport, when its chunk fails', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  /** 项目团队管理's 添加成员: the picker hands the picked users to the dialog, a lazy part of its own. */
  function TeamScreen({
    AddMembers,
  }: {
    AddMembers: (props: { onClose: () => void }) => JSX.Element | null;
  }) {
    const [open, setOpen] = useState(true);
    return (
      <Boundary>
        <label>
          备注
          <input defaultValue="" />
        </label>
        <button type="button" onClick={() => setOpen(true)}>
          添加成员
        </button>
        {open ? <AddMembers onClose={() => setOpen(false)} /> : <p>已关闭</p>}
      </Boundary>
    );
  }

  it('says so in a notice named as spec §2 names it, closes as its 取消 would, and the screen keeps what was typed', async () => {
    const shown = vi.fn();
    notices.deliverTo(shown);
    const AddMembersDialog = lazyExport('AddMembersDialog', offline, 'AddMembersDialog' as never) as never;
    render(<TeamScreen AddMembers={AddMembersDialog} />);
    const note = screen.getByRole('textbox', { name: '备注' }) as HTMLInputElement;
    await userEvent.type(note, '先加两位');
    expect(await screen.findByText('已关闭')).toBeTruthy();
    expect(shown).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ level: 'error', title: 'Loading chunk AddMembersDialog failed' }),
    );
    // No boundary took the screen: what was typed is still there, and the button opens it again.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(note.value).toBe('先加两位');
    await userEvent.click(screen.getByRole('button', { name: '添加成员' }));
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('已关闭')).toBeTruthy();
  });

  it('closes through onCancel where the part has no onClose (a picker), and shows nothing where it has neither', async () => {
    const shown = vi.fn();
    notices.deliverTo(shown);
    const onCancel = vi.fn();
    const UserPicker = lazyExport('user-picker', offline, 'UserPicker' as never) as never as (props: {
      onCancel: () => void;
    }) => JSX.Element;
    render(<UserPicker onCancel={onCancel} />);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
    const Heading = lazyExport('heading', offline, 'Heading' as never) as never as () => JSX.Element;
    const { container } = render(<Heading />);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(2));
    expect(container.childElementCount).toBe(0);
  });
});

describe('useWarmChunks', () => {
  function Screen({ ready, chunks }: { ready: boolean; chunks: { preload: () => void }[] }) {
    useWarmChunks(ready, chunks);
    return null;
  }

  it('fetches nothing while the list is loading, each chunk once when it has answered, and never again', async () => {
    const importer = vi.fn(() => Promise.resolve(orderScreen));
    const OrderForm = lazyChunk('purchase-order-form', importer);
    const { rerender } = render(<Screen ready={false} chunks={[OrderForm]} />);
    await new Promise((done) => setTimeout(done, 300));
    expect(importer).not.toHaveBeenCalled();
    rerender(<Screen ready chunks={[OrderForm]} />);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledOnce());
    rerender(<Screen ready chunks={[OrderForm]} />);
    await new Promise((done) => setTimeout(done, 300));
    expect(importer).toHaveBeenCalledOnce();
  });

  it('a chunk fetched ahead is drawn when opened without loading again; one that failed ahead fails when shown, named', async () => {
    const importer = vi.fn(() => Promise.resolve(orderScreen));
    const OrderForm = lazyChunk('purchase-order-form', importer);
    OrderForm.preload();
    render(<OrderForm />);
    expect(await screen.findByRole('heading', { name: '采购订单' })).toBeTruthy();

    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Broken = lazyChunk('purchase-order-print', failing);
    // fetched ahead in the background: a failure there shows nothing and is no unhandled rejection
    Broken.preload();
    await new Promise((done) => setTimeout(done, 0));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Broken />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Loading chunk purchase-order-print failed');
    expect(failing).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
