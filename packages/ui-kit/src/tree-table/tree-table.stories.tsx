// Ladle story: a department tree with client filtering and expand/collapse.
import { TreeTable } from './tree-table';

export default { title: 'TreeTable' };

const departments = [
  { id: 'd1', parentId: '0', name: '总公司', leader: '张伟' },
  { id: 'd2', parentId: 'd1', name: '研发部', leader: '张伟' },
  { id: 'd3', parentId: 'd2', name: '前端组', leader: '刘洋' },
  { id: 'd4', parentId: 'd1', name: '采购部', leader: '李娜' },
  { id: 'd5', parentId: 'd1', name: '财务部', leader: '王芳' },
];

export const Departments = () => (
  <TreeTable
    tableId="departments-story"
    rowKey="id"
    items={departments}
    columns={[
      { key: 'name', title: '部门名称', dataIndex: 'name' },
      { key: 'leader', title: '负责人', dataIndex: 'leader' },
    ]}
    searchFields={[{ name: 'name', label: '部门名称' }]}
  />
);
