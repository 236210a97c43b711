import {
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { loadChunk, notifyChunkFailure } from './chunk-loading';

type ComponentModule<P> = { default: ComponentType<P> };

/**
 * What a lazy chunk shows while it loads: nothing, unless the region around it gives its own (the layout's screen
 * region: a spinner). A chunk's own content starts again from nothing: a drawer a screen loads lazily does not
 * show the screen's spinner.
 */
export const ChunkFallback = createContext<ReactNode>(null);

/**
 * A lazily loaded part of the app (a screen, the layout, the login page, a drawer or a chart a screen loads when it
 * is first shown), as React.lazy would load it, but shown without Suspense's 300 ms hold. React 19 reveals what a
 * Suspense boundary waited for no sooner than 300 ms after the last fallback it committed, so a screen whose chunk
 * was in (preloaded with a deep link, or fetched in tens of milliseconds on a desktop) appeared 300 ms after its
 * spinner, twice on a deep link (the layout, then the screen): about 0.6 of a 1.1 s wait for the first row here, and
 * a form's drawer 300 ms after the click. This one shows {@link ChunkFallback} on its first mount, loads the chunk
 * (spec §2's timeout and error name: chunk-loading.ts), then draws it in a transition, which React neither holds
 * nor draws in one long task. Once shown, a later mount (the user comes back, opens the form again) draws it at
 * once. The first mount does not draw a chunk that happens to be loaded already: on a slow phone, a deep link's
 * screen drawn in the same render as the layout was one long task that held back its list's call (the repeat
 * visit of the slow-line benchmark, issue 26: 17 % slower). A chunk that fails throws its error to the nearest
 * error boundary.
 */
export function lazyChunk<P extends object = Record<string, never>>(
  name: string,
  importer: () => Promise<ComponentModule<P>>,
  { onFailure }: { onFailure?: (props: P, error: unknown) => void } = {},
): LazyChunk<P> {
  let shown: ComponentModule<P> | undefined;
  function LazyChunk(props: P) {
    const fallback = useContext(ChunkFallback);
    const [module, setModule] = useState(shown);
    const [failure, setFailure] = useState<{ error: unknown }>();
    const latestProps = useRef(props);
    latestProps.current = props;
    useEffect(() => {
      if (module) return;
      let mounted = true;
      loadChunk(name, importer).then(
        (loaded) => {
          if (!mounted) return;
          shown = loaded;
          startTransition(() => setModule(loaded));
        },
        (error: unknown) => {
          if (!mounted) return;
          if (onFailure) onFailure(latestProps.current, error);
          setFailure({ error });
        },
      );
      return () => {
        mounted = false;
      };
    }, [module]);
    if (failure) {
      if (onFailure) return null;
      throw failure.error;
    }
    if (!module) return fallback;
    return (
      <ChunkFallback value={null}>
        <module.default {...props} />
      </ChunkFallback>
    );
  }
  LazyChunk.displayName = `LazyChunk(${name})`;
  // Fetched ahead, a chunk is drawn at its first mount as soon as the module resolves (it is not counted as shown:
  // the first mount still draws it in a transition). A chunk that fails here fails again, with its message, when shown.
  LazyChunk.preload = () => {
    loadChunk(name, importer).catch(() => {});
  };
  return LazyChunk;
}

/** A chunk that can be fetched before it is first shown. */
export type Preloadable = { preload: () => void };
/** A lazily loaded component and a way to fetch its chunk before it is first shown. */
export type LazyChunk<P> = ComponentType<P> & Preloadable;

/**
 * {@link lazyChunk} for a module's named export: the drawers, dialogs and forms a screen shows only when asked,
 * kept out of the code a deep link loads before its first row (issue 26). Such a part opens over its screen, maybe
 * over a form with what the user typed in it, or from another part (a picker hands its rows to a dialog): one whose
 * chunk fails does not throw to the screen's boundary, which would take all of that with it. A notice names the
 * failure as spec §8 does ("Loading chunk … failed"), the part closes as its own 取消 would close it (its `onClose`
 * or `onCancel`), and the screen stays as it was: {@link closeFailedPart}. The notice asks for a reload once what
 * was typed is saved (why: notifyChunkFailure).
 */
export function lazyExport<M, K extends keyof M>(
  name: string,
  importer: () => Promise<M>,
  key: K,
): LazyChunk<ExportProps<M, K>> {
  return lazyChunk<ExportProps<M, K> & object>(
    name,
    () =>
      importer().then((module) => ({ default: module[key] as ComponentType<ExportProps<M, K> & object> })),
    { onFailure: closeFailedPart },
  ) as LazyChunk<ExportProps<M, K>>;
}

/** What a part does whose chunk failed: says so in a notice, and closes as its 取消 would. */
function closeFailedPart(props: object, error: unknown): void {
  notifyChunkFailure(error, '这部分');
  const { onClose, onCancel } = props as { onClose?: unknown; onCancel?: unknown };
  const close = typeof onClose === 'function' ? onClose : onCancel;
  if (typeof close === 'function') close();
}

/** The props of a module's exported component. */
type ExportProps<M, K extends keyof M> = M[K] extends ComponentType<infer P> ? P : never;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 200);

/**
 * Fetches a screen's lazy parts once `ready` (its list has answered), when the browser is idle: the first click on
 * 详情 or 新增 then draws the drawer without waiting for its chunk on a slow line, and the deep link's first row does
 * not wait behind it.
 */
export function useWarmChunks(ready: boolean, chunks: readonly Preloadable[]) {
  const warmed = useRef(false);
  useEffect(() => {
    if (!ready || warmed.current) return;
    warmed.current = true;
    whenIdle(() => {
      for (const chunk of chunks) chunk.preload();
    });
  });
}
