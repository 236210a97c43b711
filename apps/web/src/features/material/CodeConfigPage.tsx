import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useLocalList, useSideQuery } from '@backoffice/ui-kit';
import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { CategoryTable } from './CategoryTable';
import { CodeRuleTable, codeRuleQuery } from './CodeRuleTable';

const TAB_PARAM = 'tab';
const RULES_TAB = 'rules';

/** /material/search 编码配置 (screens.md §6): the category tree and the code rules, each a tab (kept in the URL). */
export default function CodeConfigPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get(TAB_PARAM) === RULES_TAB ? RULES_TAB : 'categories';
  const rules = useLocalList<Schema<'CodeRule'>>({
    query: codeRuleQuery,
    remove: (ids) => api.DELETE('/api/material/codeRule/delete', { body: { ids } }),
    status: {
      enabled: (r) => r.status === 'ENABLED',
      change: (r, enable) =>
        api.PUT('/api/material/codeRule/status', {
          body: { id: r.id, status: enable ? 'ENABLED' : 'DISABLED' },
        }),
    },
    exportFile: (filters) => api.download('post', '/api/material/codeRule/export', { body: filters }),
  });
  const categories = useSideQuery(
    '物料分类',
    apiQueryOptions(api, 'post', '/api/material/category/getAll', { body: {} }),
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setSearch(key === RULES_TAB ? { [TAB_PARAM]: RULES_TAB } : {}, { replace: true })}
      items={[
        { key: 'categories', label: '物料分类', children: <CategoryTable rules={rules.items} /> },
        {
          key: RULES_TAB,
          label: '编码规则',
          children: <CodeRuleTable list={rules} categories={categories} />,
        },
      ]}
    />
  );
}
