// Ladle story: the notices of the sdk's catalogue, with 一段时间内不再提示.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { NotificationBridge, notify } from './notify';

export default { title: 'Notices' };

export const HttpAndBusinessErrors = () => (
  <>
    <NotificationBridge />
    <Space>
      <Button
        onClick={() =>
          notify({ level: 'error', title: '服务器发生错误，请检查服务器', description: '服务器内部错误' })
        }
      >
        500
      </Button>
      <Button onClick={() => notify({ level: 'error', title: '当前任务已被他人处理，请刷新后重试' })}>
        业务错误
      </Button>
      <Button onClick={() => sessionStorage.clear()}>恢复提示</Button>
    </Space>
  </>
);
