import { notify } from '@backoffice/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useState } from 'react';
import {
  loadScenarios,
  REQUEST_GROUPS,
  type RequestGroup,
  resetDemoData,
  SCENARIOS,
  type ScenarioName,
  saveScenarios,
} from '../../lib/scenario';

/**
 * Development only: pick a Prism scenario per request group (sent as the Prefer header). A change applies at once:
 * every query of the page is fetched again under it, no reload. 重置演示数据 returns the mock that remembers to the
 * contract's examples, after asking, and fetches the page again.
 */
export default function ScenarioSwitch() {
  const queryClient = useQueryClient();
  const [scenarios, setScenarios] = useState(loadScenarios);
  return (
    <Space size={4} aria-label="模拟场景">
      {(Object.keys(REQUEST_GROUPS) as RequestGroup[]).map((group) => (
        <Select<ScenarioName>
          key={group}
          size="small"
          style={{ width: 150 }}
          aria-label={`模拟场景：${REQUEST_GROUPS[group].label}`}
          value={scenarios[group] ?? 'none'}
          options={(Object.keys(SCENARIOS) as ScenarioName[]).map((name) => ({
            value: name,
            label: `${REQUEST_GROUPS[group].label}：${SCENARIOS[name].label}`,
          }))}
          onChange={(name) => {
            const next = { ...scenarios, [group]: name };
            saveScenarios(next);
            setScenarios(next);
            void queryClient.resetQueries();
          }}
        />
      ))}
      <Popconfirm
        title="重置演示数据？"
        description="在模拟服务中新增、修改和删除的数据都会恢复为契约示例。"
        okText="重置"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={async () => {
          try {
            const outcome = await resetDemoData();
            notify({
              level: outcome === 'reset' ? 'success' : 'info',
              title: outcome === 'reset' ? '演示数据已重置' : '示例模式不保存数据，无需重置',
            });
            await queryClient.resetQueries();
          } catch (error) {
            notify({ level: 'error', title: error instanceof Error ? error.message : '演示数据未能重置' });
          }
        }}
      >
        <Button size="small">重置演示数据</Button>
      </Popconfirm>
    </Space>
  );
}
