import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import { type ReactNode, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MaterialPicker } from './MaterialPicker';
import { MaterialSelect } from './MaterialSelect';
import { ProjectSelect } from './ProjectSelect';
import { CAPACITOR, CHIP, DATACENTER, NANJING, page, RESISTOR, WAREHOUSE } from './picker-fixtures';
import { SupplierSelect } from './SupplierSelect';
import { UserPicker } from './UserPicker';
import { USER_SELECT_SIZE, UserSelect } from './UserSelect';

const post = vi.hoisted(() => vi.fn());
vi.mock('../api', () => ({ api: { POST: post, GET: async () => [] } }));

const USERS = [
  {
    id: 'e1a2b3c4d5e64f7a8b9c0d1e2f3a4b08',
    nickname: '吴敏',
    username: 'wumin',
    deptName: '采购部',
    phone: null,
  },
  {
    id: '2d4f6a8c0e1b4d3f9a7c5e3b1d9f7a52',
    nickname: '李娜',
    username: 'lina',
    deptName: '采购部',
    phone: null,
  },
];
const SUPPLIERS = [
  { id: 'c1d2e3f4a5b64c7d8e9f0a1b2c3d4e01', code: 'GYS-0001', name: '杭州明纬电源有限公司' },
];
const DEPARTMENTS = [
  { id: 'a1b2c3d4e5f64a7b8c9d0e1f2a3b4c01', parentId: '0', name: '华东智造科技有限公司' },
  { id: 'b1c2d3e4f5a64b7c8d9e0f1a2b3c4d02', parentId: 'a1b2c3d4e5f64a7b8c9d0e1f2a3b4c01', name: '采购部' },
];

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string, init: { body?: Record<string, unknown> }) => {
    const body = init.body ?? {};
    if (path === '/api/material/category/getAll') return [];
    if (path === '/api/material/material/getPage') {
      const all = [RESISTOR, CAPACITOR, CHIP];
      if (Array.isArray(body.ids)) return page(all.filter((m) => (body.ids as string[]).includes(m.id)));
      return page(body.keyword === '芯片' ? [CHIP] : all);
    }
    if (path === '/api/project/project/getPage') return page([DATACENTER, WAREHOUSE, NANJING]);
    if (path === '/api/admin/dept/getAll') return DEPARTMENTS;
    if (path === '/api/admin/user/getPage') return page(USERS);
    if (path === '/api/purchase/supplier/options') return SUPPLIERS;
    throw new Error(`unexpected ${path}`);
  });
});

function wrap(children: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>);
}

describe('MaterialPicker', () => {
  it('returns the whole records of the materials ticked, in the order ticked', async () => {
    const onPick = vi.fn();
    wrap(<MaterialPicker multiple onPick={onPick} onCancel={() => {}} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: '选择EL-0003' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择EL-0001' }));
    await userEvent.click(screen.getByRole('button', { name: '确定（2）' }));
    expect(onPick).toHaveBeenCalledWith([CHIP, RESISTOR]);
  });

  it('sends only enabled materials by default and cannot pick one already on the document', async () => {
    wrap(<MaterialPicker multiple excludeIds={[RESISTOR.id]} onPick={() => {}} onCancel={() => {}} />);
    const taken = await screen.findByRole('checkbox', { name: '选择EL-0001' });
    expect(taken).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith(
      '/api/material/material/getPage',
      expect.objectContaining({ body: { pageNum: 1, pageSize: 10, status: 'ENABLED' } }),
    );
  });

  it('picks one with a radio in single mode', async () => {
    const onPick = vi.fn();
    wrap(<MaterialPicker onPick={onPick} onCancel={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: '选择EL-0002' }));
    await userEvent.click(screen.getByRole('radio', { name: '选择EL-0003' }));
    await userEvent.click(screen.getByRole('button', { name: '确定（1）' }));
    expect(onPick).toHaveBeenCalledWith([CHIP]);
  });
});

describe('MaterialSelect', () => {
  it('searches by keyword and hands back the chosen material', async () => {
    const onChange = vi.fn();
    wrap(<MaterialSelect aria-label="物料" onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: '物料' }), '芯片');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/material/material/getPage',
        expect.objectContaining({ body: expect.objectContaining({ keyword: '芯片' }) }),
      ),
    );
    await userEvent.click(await screen.findByTitle('EL-0003 主控芯片 STM32F407VGT6 LQFP100'));
    expect(onChange).toHaveBeenCalledWith(CHIP.id, CHIP);
  });

  it('shows the label of the material a saved line holds', () => {
    wrap(<MaterialSelect aria-label="物料" value={RESISTOR.id} known={RESISTOR} />);
    expect(screen.getByTitle('EL-0001 贴片电阻 10kΩ ±1% 0603')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('labels a material a link chose (an id alone) by asking for it, not with the bare id', async () => {
    wrap(<MaterialSelect aria-label="物料" value={CHIP.id} />);
    expect(await screen.findByTitle('EL-0003 主控芯片 STM32F407VGT6 LQFP100')).toBeTruthy();
    expect(screen.queryByTitle(CHIP.id)).toBeNull();
    expect(post).toHaveBeenCalledWith(
      '/api/material/material/getPage',
      expect.objectContaining({ body: { pageNum: 1, pageSize: 1, ids: [CHIP.id] } }),
    );
  });
});

describe('a select whose options failed or were cut', () => {
  // the sdk's queries retry a failed load twice: at once here, so the test waits on no back-off
  const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });

  it.each([
    [
      '物料',
      <MaterialSelect key="m" aria-label="物料" />,
      '没有匹配的物料',
      'EL-0003 主控芯片 STM32F407VGT6 LQFP100',
    ],
    ['人员', <UserSelect key="u" aria-label="人员" />, '没有匹配的人员', '吴敏（采购部）'],
  ])(
    'says the %s failed, with 重试, instead of its empty text; 重试 brings them',
    async (label, select, empty, found) => {
      let failing = true;
      const answer = post.getMockImplementation();
      post.mockImplementation(async (path: string, init: unknown) => {
        if (failing) throw new Error('网络连接失败');
        return answer?.(path, init);
      });
      render(<QueryClientProvider client={noRetries()}>{select}</QueryClientProvider>);
      await userEvent.click(screen.getByRole('combobox', { name: label }));
      expect(await screen.findByText(`${label}加载失败`)).toBeTruthy();
      expect(screen.queryByText(empty)).toBeNull();
      failing = false;
      await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
      expect(await screen.findByTitle(found)).toBeTruthy();
    },
  );

  it('says how many of how many it offers when the server holds more people than it sent', async () => {
    post.mockImplementation(async () => ({ ...page(USERS), total: 250 }));
    render(
      <QueryClientProvider client={noRetries()}>
        <UserSelect aria-label="负责人" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: '负责人' }));
    expect(await screen.findByText('显示前 2 条，共 250 条，输入姓名或手机号缩小范围')).toBeTruthy();
  });

  it('says nothing of a cut when every row came', async () => {
    render(
      <QueryClientProvider client={noRetries()}>
        <UserSelect aria-label="负责人" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: '负责人' }));
    expect(await screen.findByTitle('吴敏（采购部）')).toBeTruthy();
    expect(screen.queryByText(/显示前/)).toBeNull();
  });
});

describe('UserSelect', () => {
  const [WUMIN, LINA] = USERS;
  const userKeywords = () =>
    post.mock.calls
      .filter(([path]) => path === '/api/admin/user/getPage')
      .map(([, init]) => (init as { body: { keyword?: string } }).body.keyword);

  beforeEach(() => {
    // the company holds more people than one page: 李娜 is found only by a search
    post.mockImplementation(async (_path: string, init: { body: { keyword?: string; ids?: string[] } }) => {
      if (init.body.ids) return page(USERS.filter((u) => init.body.ids?.includes(u.id)));
      return init.body.keyword === '李娜' ? page([LINA]) : { ...page([WUMIN]), total: 120 };
    });
  });

  it('searches the server for what was typed once typing pauses, and hands back the chosen user', async () => {
    const onChange = vi.fn();
    wrap(<UserSelect aria-label="申请人" onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: '申请人' }), '李娜');
    await userEvent.click(await screen.findByTitle('李娜（采购部）'));
    expect(onChange).toHaveBeenCalledWith(LINA?.id, LINA);
    // one request per pause, not per keystroke: 李 alone was never sent
    expect(userKeywords()).toEqual([undefined, '李娜']);
    expect(post).toHaveBeenCalledWith(
      '/api/admin/user/getPage',
      expect.objectContaining({
        body: { pageNum: 1, pageSize: USER_SELECT_SIZE, status: 'ENABLED', keyword: '李娜' },
      }),
    );
  });

  it('keeps the chosen user’s label, and offers the first page again when reopened', async () => {
    function Field() {
      const [value, setValue] = useState<string>();
      return <UserSelect aria-label="申请人" value={value} onChange={setValue} />;
    }
    wrap(<Field />);
    const select = screen.getByRole('combobox', { name: '申请人' });
    await userEvent.type(select, '李娜');
    await userEvent.click(await screen.findByTitle('李娜（采购部）'));
    await waitFor(() => expect(userKeywords().at(-1)).toBeUndefined());
    await userEvent.click(select);
    expect(await screen.findByTitle('吴敏（采购部）')).toBeTruthy();
    expect(screen.getAllByTitle('李娜（采购部）').length).toBeGreaterThan(0);
    expect(screen.getByText('显示前 1 条，共 120 条，输入姓名或手机号缩小范围')).toBeTruthy();
  });

  it('labels a user a link chose (an id alone, not on the first page) by asking for them', async () => {
    wrap(<UserSelect aria-label="申请人" value={LINA?.id} />);
    expect(await screen.findByTitle('李娜（采购部）')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/api/admin/user/getPage',
      expect.objectContaining({ body: { pageNum: 1, pageSize: 1, ids: [LINA?.id] } }),
    );
  });

  it('shows the user a saved record names though the first page does not hold them', async () => {
    wrap(
      <UserSelect
        aria-label="项目经理"
        value="7c9e6679f4a84c6d9a3b2e1f0d8c7b61"
        known={{ id: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61', name: '张伟' }}
      />,
    );
    expect(screen.getByTitle('张伟')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: '项目经理' }));
    expect(await screen.findByTitle('吴敏（采购部）')).toBeTruthy();
  });
});

describe('SupplierSelect', () => {
  it('shows no loading sign before it is opened (its list is not asked for yet), then offers the suppliers', async () => {
    const { container } = wrap(<SupplierSelect aria-label="供应商" purpose="filter" />);
    expect(container.querySelector('.anticon-loading')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: '供应商' }));
    expect(await screen.findByTitle('杭州明纬电源有限公司（GYS-0001）')).toBeTruthy();
    expect(container.querySelector('.anticon-loading')).toBeNull();
  });
});

describe('ProjectSelect', () => {
  it('offers only the projects in the given statuses', async () => {
    wrap(<ProjectSelect aria-label="项目" statuses={['IN_PROGRESS', 'NOT_STARTED']} />);
    await userEvent.click(screen.getByRole('combobox', { name: '项目' }));
    expect(await screen.findByTitle('P2026-001 华东数据中心机房改造')).toBeTruthy();
    expect(screen.getByTitle('P2026-002 智能仓储二期')).toBeTruthy();
    expect(screen.queryByTitle('P2025-015 南京仓储自动化一期')).toBeNull();
  });

  it("takes a record's null project as no choice: the placeholder, and no lookup of an empty id", async () => {
    wrap(<ProjectSelect aria-label="关联项目" value={null} placeholder="不关联项目" />);
    await userEvent.click(screen.getByRole('combobox', { name: '关联项目' }));
    expect(await screen.findByTitle('P2026-001 华东数据中心机房改造')).toBeTruthy();
    expect(screen.getByText('不关联项目')).toBeTruthy();
    expect(post.mock.calls.map(([path]) => path)).not.toContain('/api/project/project/get');
  });
});

describe('UserPicker', () => {
  it('filters by the department clicked and returns the users ticked', async () => {
    const onPick = vi.fn();
    wrap(<UserPicker excludeIds={[USERS[1]?.id ?? '']} onPick={onPick} onCancel={() => {}} />);
    const tree = await screen.findByRole('tree', { name: '部门' });
    await userEvent.click(within(tree).getByText('采购部'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/admin/user/getPage',
        expect.objectContaining({ body: expect.objectContaining({ deptId: DEPARTMENTS[1]?.id }) }),
      ),
    );
    expect(screen.getByRole('checkbox', { name: '选择李娜' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择吴敏' }));
    await userEvent.click(screen.getByRole('button', { name: '确定（1）' }));
    expect(onPick).toHaveBeenCalledWith([USERS[0]]);
  });
});

describe('the selects in a form', () => {
  it('are named by their field label, as a screen reader and a journey find them', () => {
    wrap(
      <Form>
        <Form.Item name="projectId" label="项目">
          <ProjectSelect />
        </Form.Item>
        <Form.Item name="materialId" label="物料">
          <MaterialSelect />
        </Form.Item>
        <Form.Item name="userId" label="负责人">
          <UserSelect />
        </Form.Item>
      </Form>,
    );
    for (const name of ['项目', '物料', '负责人'])
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
  });
});
