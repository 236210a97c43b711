import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { TagScopeSchema } from '@backoffice/sdk/schemas';
import { type PermissionColumn, PermissionTable, useServerList } from '@backoffice/ui-kit';
import Drawer from 'antd/es/drawer';
import { api } from '../../lib/api';
import { ColorTag } from '../../lib/attr-tags';
import { DictTag } from '../../lib/dict';

type TagUsage = Schema<'TagUsage'>;

const COLUMNS: PermissionColumn<TagUsage>[] = [
  {
    key: 'targetType',
    title: '类型',
    width: 90,
    render: (_, usage) => <DictTag dict={TagScopeSchema} value={usage.targetType} />,
  },
  { key: 'targetCode', title: '编码 / 单号', dataIndex: 'targetCode', width: 170 },
  { key: 'targetName', title: '名称', dataIndex: 'targetName', minWidth: 200 },
];

/** 查看关联: the records that carry a tag, paged by the server. */
export function TagUsagesDrawer({ tag, onClose }: { tag: Schema<'AttrTag'>; onClose: () => void }) {
  const list = useServerList<TagUsage>({
    query: ({ pageNum, pageSize }) =>
      apiQueryOptions(api, 'post', '/api/purchase/attrTag/usages', {
        body: { tagId: tag.id, pageNum, pageSize },
      }),
  });
  return (
    <Drawer
      open
      size="min(640px, 100vw)"
      title={
        <>
          查看关联：<ColorTag color={tag.color}>{tag.name}</ColorTag>
        </>
      }
      onClose={onClose}
    >
      <PermissionTable<TagUsage>
        tableId="purchase-attr-tag-usages"
        rowKey="targetId"
        columns={COLUMNS}
        {...list.tableProps}
        emptyText="没有记录使用这个标签"
      />
    </Drawer>
  );
}
