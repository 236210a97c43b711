import { ExecutionScreen } from './ExecutionScreen';

/** /warehouse/outStore 出库执行 (screens.md §8). */
export default function OutStorePage() {
  return <ExecutionScreen direction="OUT" />;
}
