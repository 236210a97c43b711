import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { UnitOfMeasureSchema } from '@backoffice/sdk/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type Key, useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { DictTag } from '../../lib/dict';
import { quantityColumn } from '../../lib/quantity';
import { ancestorMaterials, type BomTreeLine, buildBomTree, isExpandable, placeLines } from './bom-tree';

type Bom = Schema<'Bom'>;
/** How deep 展开全部 goes at most (a guard besides the cycle check). */
const MAX_LEVELS = 10;

/** 查看: a BOM as a multi-level tree; a line whose material has its own BOM expands to it, loaded when opened. */
export function BomTreeDrawer({ bom, onClose }: { bom: Bom; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<BomTreeLine[]>([]);
  const [loaded, setLoaded] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);
  const fetchLines = useCallback(
    (bomId: string) =>
      queryClient.fetchQuery(apiQueryOptions(api, 'post', '/api/material/bom/lines', { body: { bomId } })),
    [queryClient],
  );
  useEffect(() => {
    void fetchLines(bom.id).then((top) =>
      setLines(placeLines(top, undefined, new Set([bom.parentMaterialId]))),
    );
  }, [bom, fetchLines]);

  /** Loads the sub-assembly BOM of each line not loaded yet; returns the lines added. */
  const loadBelow = async (parents: BomTreeLine[], all: BomTreeLine[]) => {
    const added: BomTreeLine[] = [];
    for (const parent of parents) {
      if (!parent.childBomId || loaded.has(parent.key) || !isExpandable(parent)) continue;
      const below = await fetchLines(parent.childBomId);
      added.push(...placeLines(below, parent, ancestorMaterials(bom.parentMaterialId, all, parent.key)));
      loaded.add(parent.key);
    }
    setLoaded(new Set(loaded));
    return added;
  };
  async function expandAll() {
    setBusy(true);
    try {
      let all = lines;
      let frontier = lines;
      for (let level = 1; level < MAX_LEVELS && frontier.length > 0; level += 1) {
        const added = await loadBelow(frontier, all);
        all = [...all, ...added];
        frontier = added;
      }
      setLines(all);
      setExpanded(all.filter(isExpandable).map((l) => l.key));
    } finally {
      setBusy(false);
    }
  }
  const tree = useMemo(
    () =>
      buildBomTree(lines).map(function withPlaceholder(line): BomTreeLine {
        // an expandable line not loaded yet gets an empty child list, so it shows the expand icon
        const children =
          line.children?.map(withPlaceholder) ??
          (isExpandable(line) && !loaded.has(line.key) ? [] : undefined);
        return children ? { ...line, children } : line;
      }),
    [lines, loaded],
  );
  return (
    <Drawer
      open
      size={960}
      title={`${bom.bomNo}：${bom.parentMaterialCode} ${bom.parentMaterialName} ${bom.version}`}
      onClose={onClose}
    >
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={expandAll} loading={busy}>
          展开全部
        </Button>
        <Button onClick={() => setExpanded([])}>折叠全部</Button>
        <span>基本数量 {bom.baseQuantity}</span>
      </Space>
      <Table<BomTreeLine>
        aria-label="BOM结构"
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={tree}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: async (open, line) => {
            if (open && !loaded.has(line.key)) {
              const added = await loadBelow([line], lines);
              setLines((current) => [...current, ...added]);
            }
            setExpanded((keys) => (open ? [...keys, line.key] : keys.filter((k) => k !== line.key)));
          },
        }}
        columns={[
          {
            key: 'code',
            title: '子项物料',
            render: (_, l) => (
              <>
                {l.materialCode}
                {l.cycle && (
                  <Tag color="error" style={{ marginLeft: 8 }}>
                    循环引用
                  </Tag>
                )}
              </>
            ),
          },
          { key: 'level', title: '层级', dataIndex: 'level', width: 56 },
          { key: 'name', title: '名称', dataIndex: 'materialName' },
          { key: 'spec', title: '规格', dataIndex: 'materialSpec' },
          quantityColumn('quantity', '用量', 70),
          {
            key: 'unit',
            title: '单位',
            width: 64,
            render: (_, l) => <DictTag dict={UnitOfMeasureSchema} value={l.unit} />,
          },
          { key: 'loss', title: '损耗率', width: 72, align: 'right', render: (_, l) => `${l.lossRate}%` },
          { key: 'position', title: '位号', dataIndex: 'position', width: 100 },
        ]}
      />
    </Drawer>
  );
}
