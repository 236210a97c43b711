import ToolOutlined from '@ant-design/icons/es/icons/ToolOutlined';
import Result from 'antd/es/result';

/** The honest state of a screen a later release fills: its title and that it is not built yet. */
export default function UnderConstructionPage({ title }: { title: string }) {
  return <Result icon={<ToolOutlined />} title={title} subTitle="该功能建设中，敬请期待。" />;
}
