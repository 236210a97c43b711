import { ExecutionScreen } from './ExecutionScreen';

/** /warehouse/putinStore 入库执行 (screens.md §8). */
export default function PutinStorePage() {
  return <ExecutionScreen direction="IN" />;
}
