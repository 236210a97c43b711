import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import {
  PurchaseOrderStatusSchema,
  ReceiptStatusSchema,
  SupplierCategorySchema,
  SupplierGradeSchema,
  SupplierStatusSchema,
} from '@backoffice/sdk/schemas';
import { EMPTY_CELL_TEXT, type PermissionColumn, PermissionTable, useServerList } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { Attachments } from '../../lib/attachments';
import { AttrTagList } from '../../lib/attr-tags';
import { DictTag } from '../../lib/dict';
import { documentPath } from '../../lib/document-links';
import { displayMoney } from '../../lib/money';
import { RegionLoading } from '../../lib/region-loading';
import { useSupplier } from './supplier-queries';
import type { Supplier } from './supplier-rules';

type PurchaseOrder = Schema<'PurchaseOrder'>;

const ORDER_COLUMNS: PermissionColumn<PurchaseOrder>[] = [
  {
    key: 'orderNo',
    title: '订单号',
    width: 170,
    render: (_, order) => (
      <Link to={documentPath({ type: 'PURCHASE_ORDER', id: order.id })}>{order.orderNo}</Link>
    ),
  },
  { key: 'orderDate', title: '下单日期', dataIndex: 'orderDate', width: 100 },
  {
    key: 'totalWithTax',
    title: '含税金额',
    width: 120,
    align: 'right',
    render: (_, o) => displayMoney(o.totalWithTax),
  },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (_, o) => <DictTag dict={PurchaseOrderStatusSchema} value={o.status} />,
  },
  {
    key: 'receiptStatus',
    title: '入库状态',
    width: 90,
    render: (_, o) => <DictTag dict={ReceiptStatusSchema} value={o.receiptStatus} />,
  },
];

/** 采购记录: the supplier's orders, newest first, each a link to its detail. */
function PurchaseHistory({ supplierId }: { supplierId: string }) {
  const list = useServerList<PurchaseOrder>({
    permanentFilters: { supplierId },
    query: ({ pageNum, pageSize, filters }) =>
      apiQueryOptions(api, 'post', '/api/purchase/order/getPage', {
        body: { pageNum, pageSize, ...filters },
      }),
  });
  return (
    <PermissionTable<PurchaseOrder>
      tableId="purchase-supplier-orders"
      rowKey="id"
      columns={ORDER_COLUMNS}
      {...list.tableProps}
      emptyText="还没有向它下过订单"
    />
  );
}

function Overview({ supplier }: { supplier: Supplier }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'code', label: '编码', children: supplier.code },
        { key: 'shortName', label: '简称', children: supplier.shortName },
        {
          key: 'category',
          label: '分类',
          children: <DictTag dict={SupplierCategorySchema} value={supplier.category} />,
        },
        {
          key: 'grade',
          label: '等级 / 评分',
          children: (
            <>
              <DictTag dict={SupplierGradeSchema} value={supplier.grade} /> {supplier.score ?? ''}
            </>
          ),
        },
        { key: 'creditCode', label: '统一社会信用代码', children: supplier.creditCode },
        {
          key: 'tax',
          label: '税率 / 币种',
          children: `${supplier.taxRate === null ? EMPTY_CELL_TEXT : `${supplier.taxRate}%`} / ${supplier.currency}`,
        },
        { key: 'contact', label: '联系人', children: supplier.contactName },
        { key: 'mobile', label: '手机', children: supplier.mobile },
        { key: 'phone', label: '电话', children: supplier.phone },
        { key: 'email', label: '邮箱', children: supplier.email },
        { key: 'address', label: '地址', children: supplier.address, span: 2 },
        { key: 'bank', label: '开户行', children: supplier.bankName },
        { key: 'account', label: '银行账号', children: supplier.bankAccount },
        { key: 'payment', label: '付款条件', children: supplier.paymentTerms },
        { key: 'tags', label: '属性标签', children: <AttrTagList tags={supplier.tags} /> },
        ...(supplier.statusReason
          ? [{ key: 'reason', label: '停用/冻结原因', children: supplier.statusReason, span: 2 }]
          : []),
        { key: 'remark', label: '备注', children: supplier.remark, span: 2 },
        { key: 'created', label: '创建', children: `${supplier.createBy} ${supplier.createTime}`, span: 2 },
      ]}
    />
  );
}

const CONTACT_COLUMNS = [
  {
    key: 'name',
    title: '姓名',
    dataIndex: 'name',
    render: (name: string, c: Schema<'SupplierContact'>) => (c.primary ? `${name}（主）` : name),
  },
  { key: 'position', title: '职务', dataIndex: 'position' },
  { key: 'mobile', title: '手机', dataIndex: 'mobile' },
  { key: 'email', title: '邮箱', dataIndex: 'email' },
];

function Qualifications({ supplier }: { supplier: Supplier }) {
  if (supplier.qualifications.length === 0) return <Empty description="没有资质附件" />;
  return (
    <Descriptions
      size="small"
      column={1}
      items={supplier.qualifications.map((qualification) => ({
        key: qualification.id,
        label: `${qualification.name}（${qualification.validTo ? `有效期至 ${qualification.validTo}` : '长期有效'}）`,
        children: <Attachments files={[qualification.file]} />,
      }))}
    />
  );
}

/** 供应商详情 (screens.md §7): the supplier, 联系人, 资质 and 采购记录, opened by the URL's detail parameter. */
export function SupplierDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useSupplier(id);
  const supplier = query.data;
  return (
    <Drawer
      open={id !== null}
      size="min(860px, 100vw)"
      title={
        supplier ? (
          <>
            {supplier.name} <DictTag dict={SupplierStatusSchema} value={supplier.status} />
          </>
        ) : (
          '供应商详情'
        )
      }
      onClose={onClose}
      destroyOnHidden
    >
      {query.isPending ? (
        <RegionLoading />
      ) : query.isError || !supplier ? (
        <Empty description="供应商详情加载失败">
          <Button onClick={() => void query.refetch()}>重试</Button>
        </Empty>
      ) : (
        <Tabs
          items={[
            { key: 'overview', label: '基本信息', children: <Overview supplier={supplier} /> },
            {
              key: 'contacts',
              label: `联系人（${supplier.contacts.length}）`,
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  columns={CONTACT_COLUMNS}
                  dataSource={supplier.contacts}
                  locale={{ emptyText: '没有联系人' }}
                />
              ),
            },
            {
              key: 'qualifications',
              label: `资质（${supplier.qualifications.length}）`,
              children: <Qualifications supplier={supplier} />,
            },
            { key: 'orders', label: '采购记录', children: <PurchaseHistory supplierId={supplier.id} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
