import type { InlineConfig, Plugin } from 'vite';

/** The knobs of the plan (scripts/chunk-plan.mjs: DEFAULTS). */
export interface PlanOptions {
  start?: string;
  layout?: string;
  login?: string;
  maxGrowth?: number;
  maxLazyGrowth?: number;
  maxLoginGrowth?: number;
  lazyWeight?: number;
  maxBytesPerFile?: number;
  maxTries?: number;
  targetGroups?: number;
  /** The modules other groups take (the vendor chunks). */
  skip?: (id: string) => boolean;
  /** Called with the planner's state once it is done (for tuning). */
  inspect?: (state: object) => void;
}
/** The group of each shared module, from the probe build's output chunks. */
export function planChunks(chunks: readonly object[], options?: PlanOptions): Map<string, string>;
/** The probe as a Vite plugin, and the `codeSplitting.groups` name function of the real build. */
export function createChunkPlan(options: PlanOptions & { probe: InlineConfig }): {
  plugin: Plugin;
  group: (id: string) => string | null;
};
