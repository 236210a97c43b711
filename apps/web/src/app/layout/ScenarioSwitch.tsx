import { useQueryClient } from '@tanstack/react-query';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useState } from 'react';
import {
  loadScenarios,
  REQUEST_GROUPS,
  type RequestGroup,
  SCENARIOS,
  type ScenarioName,
  saveScenarios,
} from '../../lib/scenario';

/**
 * Development only: pick a Prism scenario per request group (sent as the Prefer header). A change applies at once:
 * every query of the page is fetched again under it, no reload.
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
    </Space>
  );
}
