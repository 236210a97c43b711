export interface MockServer {
  /** Base URL, e.g. http://127.0.0.1:40123: the example router (x-when), with Prism behind it. */
  url: string;
  port: number;
  /** Every `Violation:` Prism logged: requests or examples that break the contract. */
  violations: string[];
  /** Prism's raw log lines (pino JSON). */
  log: string[];
  /** 'examples' (Prism answers the contract's named examples) or 'memory' (writes are remembered). */
  mode: MockMode;
  /** Memory mode: what it had to make up, e.g. a required field no document had (`saveRole: no document had $.x`). */
  notes: string[];
  close(): Promise<void>;
}
export interface StartMockServerOptions {
  /** A bundled JSON contract; defaults to `openapi/dist/openapi.json` (bundled first when stale). */
  specPath?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Prism's --errors: an example that breaks its schema becomes a 500 and a violation. Default true. */
  errors?: boolean;
  /** Generate data from the schemas instead of the examples. Default false. */
  dynamic?: boolean;
  /** 'examples' (default here) or 'memory': a stateful upstream behind a validating Prism proxy. */
  mode?: MockMode;
  /** Memory mode: a JSON file that keeps every sandbox's state across restarts. */
  statePath?: string;
  /**
   * The path of the built API reference's page; its folder is served under /docs (the page, openapi.json and
   * openapi.yaml, the sdk's API at /docs/sdk/). Asked on every /docs request, so a stale reference is rebuilt.
   */
  docs?: () => string;
  /** Hears every log line (pino JSON) as it is written, e.g. to tee it to a file. */
  onLog?: (line: string) => void;
}
export type MockMode = 'examples' | 'memory';
export function startMockServer(options?: StartMockServerOptions): Promise<MockServer>;
export const BUNDLED_SPEC_PATH: string;
export function ensureBundledSpec(): string;
/** Where `pnpm docs` writes the offline API reference's page (openapi/dist/docs/index.html; sdk/ beside it). */
export const DOCS_PATH: string;
/**
 * The path of the API reference's page, all of it (contract page, spec to download, sdk API) built first when
 * missing or older than the bundled contract or the sdk's sources.
 */
export function ensureDocs(): string;
