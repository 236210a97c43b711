// Fewer, larger JS chunks along the routes' real dependencies (issue 26). Left alone, Rolldown makes one chunk per
// distinct set of lazy entries that share a module: ~220 chunks, and a deep link to a list screen fetched 80–110
// files. The plan groups the shared modules by the views (the lazy screens and dialogs) that load them:
//
// 1. A probe build in memory (no minification, no prerendering, nothing written) with Rolldown's default chunking
//    tells, after tree-shaking, which chunks each lazy entry loads, hence which modules each view loads: the app's
//    entry, `start.tsx`, the layout (unless the view shows before it: the login page and what it loads) and its own
//    chunk, each with their static imports. The raw module graph cannot tell this: screens import the ui-kit through
//    its barrel and would seem to need all of it.
// 2. The shared modules start in one cluster per set of views that loads them (Rolldown's own chunks, coarsened to
//    views). Clusters then merge, cheapest first: a merge saves a file to each view that loads both clusters and
//    costs each view that loads only one the other's bytes, and the bytes of what the merged chunk's imports drag
//    in (priced exactly on the chunk graph). A merge is skipped when it would make a view load more than its share
//    of bytes beyond what it needs (`maxGrowth` for a route's screen, `maxLazyGrowth` for a dialog,
//    `maxLoginGrowth` for the login page), and when it would put code that what shows before the layout loads (the
//    login page and its lazy chunks) with code only the layout and the screens load: the login page must not load
//    the layout's or a screen's code. Then the routes still above `targetGroups` shared chunks merge further.
// 3. The real build names each shared module's group after its cluster (`codeSplitting.groups`); modules that only
//    one lazy entry loads stay in that entry's chunk, and every lazy entry stays a chunk of its own.
const DEFAULTS = {
  start: 'src/app/start.tsx',
  layout: 'src/app/layout/AppLayout.tsx',
  login: 'src/features/login/LoginPage.tsx',
  // A view may load at most this share of its own bytes in code it does not need. At 0.15 (about 50 KB gzip of a
  // list screen's ~2.4 MB rendered) the plan spent the whole allowance once the screens' forms and drawers became
  // lazy: the list screens loaded 375–384 KB for the 340–365 they need; at 0.10 they load 341–376 KB with up to two
  // files more, and their cold visits on the issue's line measured 0.95–1.03× those of the 0.15 build
  // (bench/web/slow-line-compare.mjs, six screens). Below 0.10 the files passed their budget (20). With the
  // @rc-component packages tree-shaken (scripts/pure-packages.mjs) they need less and load 328–366 KB at 0.10; at
  // 0.09 入库执行 and 出库执行 took 21 files, at 0.06 22.
  maxGrowth: 0.1,
  maxLazyGrowth: 0.2,
  maxLoginGrowth: 0.01,
  // What a lazy view's files and bytes weigh beside a route's: it loads later, when asked.
  lazyWeight: 0.25,
  // A merge is worth it while it costs less than this many bytes (rendered, before minification) per file saved.
  // At 64 KB, once the @rc-component packages were tree-shaken (scripts/pure-packages.mjs), the plan took merges
  // that left 项目列表 at 21 files; at 48 KB every screen stays within 20 with the same bytes (mean 341 KB).
  maxBytesPerFile: 48 * 1024,
  // The shared chunks a route's screen should load at most (beside the entry's, the layout's and its own): once the
  // cheap merges are done, the routes above it merge further, the cheapest first, within the same limits.
  targetGroups: 6,
  // How many merges at most are priced exactly per step (the planner's time).
  maxTries: 200,
};

// The routes' screens: what a deep link shows (the other lazy entries are dialogs and libraries).
const ROUTE = /\/src\/features\/.*Page\.[jt]sx?$/;

const endsWithPath = (id, path) => id.replace(/\\/g, '/').endsWith(`/${path}`) || id === path;

/**
 * The plan from the probe build's chunks: a map from module id to the name of its group. Each chunk is Rolldown's
 * output chunk (fileName, isEntry, isDynamicEntry, facadeModuleId, imports, dynamicImports, modules with their
 * renderedLength). `skip(id)` tells the modules another group takes (vendor chunks).
 */
export function planChunks(chunks, options = {}) {
  const {
    start,
    layout,
    login,
    maxGrowth,
    maxLazyGrowth,
    maxLoginGrowth,
    lazyWeight,
    maxBytesPerFile,
    maxTries,
    targetGroups,
    skip = () => false,
    inspect,
  } = {
    ...DEFAULTS,
    ...options,
  };
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk, files = new Set()) => {
    if (!chunk || files.has(chunk.fileName)) return files;
    files.add(chunk.fileName);
    for (const file of chunk.imports ?? []) closure(byFile.get(file), files);
    return files;
  };
  const entryOf = (path) => {
    const chunk = chunks.find(
      (c) => c.isDynamicEntry && c.facadeModuleId && endsWithPath(c.facadeModuleId, path),
    );
    if (!chunk) throw new Error(`chunk-plan: no lazy chunk for ${path} in the probe build`);
    return chunk;
  };
  const main = chunks.find((chunk) => chunk.isEntry);
  if (!main) throw new Error('chunk-plan: the probe build has no entry chunk');
  const startChunk = entryOf(start);
  const layoutChunk = entryOf(layout);
  const loginChunk = entryOf(login);

  const boot = closure(startChunk, closure(main));
  const shell = closure(layoutChunk);
  // What loads before the layout: the boot chunks, the login page's, and the lazy chunks they import that are not
  // the layout or a route's screen (screens show in the layout), with theirs.
  const isRouteChunk = (chunk) =>
    Boolean(chunk?.facadeModuleId && ROUTE.test(chunk.facadeModuleId.replace(/\\/g, '/')));
  const beforeLayout = new Set([...boot, ...closure(loginChunk)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of [...beforeLayout])
      for (const lazy of byFile.get(file)?.dynamicImports ?? []) {
        const chunk = byFile.get(lazy);
        if (!chunk || chunk === layoutChunk || isRouteChunk(chunk) || beforeLayout.has(lazy)) continue;
        for (const loaded of closure(chunk)) beforeLayout.add(loaded);
        grew = true;
      }
  }

  const views = chunks.filter(
    (chunk) => chunk.isDynamicEntry && chunk !== startChunk && chunk !== layoutChunk && chunk.facadeModuleId,
  );
  const loginView = views.indexOf(loginChunk);
  const viewLoads = views.map((view) => {
    const files = new Set(boot);
    if (!beforeLayout.has(view.fileName)) for (const file of shell) files.add(file);
    return closure(view, files);
  });
  // Which lazy entries (as Rolldown sees them, each on its own) load a chunk: a module one entry alone loads stays in
  // that entry's chunk.
  const lazyEntries = chunks.filter((chunk) => chunk.isDynamicEntry);
  const entryCount = new Map();
  for (const entry of lazyEntries)
    for (const file of closure(entry)) entryCount.set(file, (entryCount.get(file) ?? 0) + 1);
  const mainFiles = closure(main);
  const entryModules = new Set(chunks.map((chunk) => chunk.facadeModuleId).filter(Boolean));

  // The units: the probe's shared chunks (Rolldown gives each set of lazy entries its own), each with the views
  // that load it, its bytes, and the units it makes its loader load too (its static imports, through any chunk).
  const units = [];
  const unitOf = new Map();
  for (const chunk of chunks) {
    if (mainFiles.has(chunk.fileName) || (entryCount.get(chunk.fileName) ?? 0) < 2) continue;
    const modules = Object.entries(chunk.modules ?? {})
      .filter(([id]) => !entryModules.has(id) && !skip(id))
      .map(([id, info]) => ({ id, size: info.renderedLength ?? 0 }));
    if (modules.length === 0) continue;
    let sig = 0n;
    views.forEach((_, index) => {
      if (viewLoads[index].has(chunk.fileName)) sig |= 1n << BigInt(index);
    });
    unitOf.set(chunk.fileName, units.length);
    units.push({ file: chunk.fileName, sig, modules, size: modules.reduce((sum, m) => sum + m.size, 0) });
  }
  for (const unit of units) {
    const reached = closure(byFile.get(unit.file));
    unit.deps = [...reached]
      .filter((file) => file !== unit.file && unitOf.has(file))
      .map((file) => unitOf.get(file));
  }
  const viewBits = views.map((_, index) => 1n << BigInt(index));
  const needed = views.map((_, index) =>
    units.reduce((sum, unit) => sum + (unit.sig & viewBits[index] ? unit.size : 0), 0),
  );
  const loginBit = viewBits[loginView];
  // Each view's bytes in the probe: all it loads, the boot and the layout included.
  const viewBytes = viewLoads.map((files) => {
    let bytes = 0;
    for (const file of files)
      for (const info of Object.values(byFile.get(file)?.modules ?? {})) bytes += info.renderedLength ?? 0;
    return bytes;
  });

  /** Who loads each cluster of a partition (its own views and those of every cluster importing it), and the cost. */
  const evaluate = (clusters, clusterOfUnit) => {
    const deps = clusters.map((cluster, index) => {
      const out = new Set();
      for (const u of cluster.units)
        for (const d of units[u].deps) if (clusterOfUnit[d] !== index) out.add(clusterOfUnit[d]);
      return [...out];
    });
    const eff = clusters.map((cluster) => cluster.sig);
    for (let changed = true; changed; ) {
      changed = false;
      deps.forEach((targets, index) => {
        for (const target of targets) {
          const next = eff[target] | eff[index];
          if (next !== eff[target]) {
            eff[target] = next;
            changed = true;
          }
        }
      });
    }
    let files = 0;
    const loads = views.map(() => 0);
    const counts = views.map(() => 0);
    clusters.forEach((cluster, index) => {
      viewBits.forEach((bit, view) => {
        if (eff[index] & bit) {
          loads[view] += cluster.size;
          counts[view] += 1;
        }
      });
    });
    counts.forEach((count, view) => {
      files += weight[view] * count;
    });
    return {
      eff,
      files,
      loads,
      counts,
      bytes: loads.reduce((sum, load, view) => sum + load * weight[view], 0),
    };
  };
  // How much a view may load beyond its needs: `maxLoginGrowth` of its bytes for the login page, `maxGrowth` for a
  // route's screen, `maxLazyGrowth` for the rest (dialogs and libraries a screen loads when asked). And what loads
  // before the layout (the login page and the lazy chunks it may load) never shares a chunk with code only the
  // layout and the screens load: the login page must not load the layout's or a screen's code.
  const isRoute = views.map(isRouteChunk);
  const cap = views.map((_, index) => {
    if (index === loginView) return maxLoginGrowth * viewBytes[index];
    return (isRoute[index] ? maxGrowth : maxLazyGrowth) * viewBytes[index];
  });
  const preLayout = views.reduce(
    (bits, view, index) => (beforeLayout.has(view.fileName) ? bits | viewBits[index] : bits),
    0n,
  );
  const weight = isRoute.map((route) => (route ? 1 : lazyWeight));
  const fits = ({ loads }) => loads.every((load, view) => load - needed[view] <= cap[view]);

  let clusters = [];
  const byKey = new Map();
  units.forEach((unit, index) => {
    const key = unit.sig.toString();
    if (!byKey.has(key)) {
      byKey.set(key, clusters.length);
      clusters.push({ units: [], sig: unit.sig, size: 0 });
    }
    const cluster = clusters[byKey.get(key)];
    cluster.units.push(index);
    cluster.size += unit.size;
  });
  const assign = (list) => {
    const of = [];
    list.forEach((cluster, index) => {
      for (const u of cluster.units) of[u] = index;
    });
    return of;
  };
  // A cluster's views as bytes too, and whether what shows before the layout loads it: the pairs loop reads them.
  const cluster = (units, sig, size) => ({
    units,
    sig,
    size,
    pre: (sig & preLayout) !== 0n,
    has: Uint8Array.from(viewBits, (bit) => ((sig & bit) === 0n ? 0 : 1)),
  });
  const merge = (a, b) => cluster([...a.units, ...b.units], a.sig | b.sig, a.size + b.size);
  clusters = clusters.map(({ units, sig, size }) => cluster(units, sig, size));
  let current = evaluate(clusters, assign(clusters));
  // The direct cost of merging two clusters: the bytes the views that load only one of them would load in addition,
  // per file saved to the views that load both (weighted). Priced once per pair.
  const pairOf = (a, b) => {
    if (a.pre !== b.pre || (a.sig & b.sig) === 0n) return null;
    let saved = 0;
    let bytes = 0;
    for (let view = 0; view < views.length; view += 1) {
      if (a.has[view] && b.has[view]) saved += weight[view];
      else if (a.has[view]) bytes += b.size * weight[view];
      else if (b.has[view]) bytes += a.size * weight[view];
    }
    return { a, b, direct: bytes / saved };
  };
  const withinCaps = ({ a, b }) => {
    for (let view = 0; view < views.length; view += 1) {
      if (a.has[view] === b.has[view]) continue;
      const extra = a.has[view] ? b.size : a.size;
      if (current.loads[view] + extra - needed[view] > cap[view]) return false;
    }
    return true;
  };
  let pairs = [];
  for (let i = 0; i < clusters.length; i += 1)
    for (let j = i + 1; j < clusters.length; j += 1) {
      const pair = pairOf(clusters[i], clusters[j]);
      if (pair) pairs.push(pair);
    }
  for (;;) {
    // Price the pairs exactly (with what their imports drag in, which only adds), cheapest direct cost first, until
    // the direct cost of the next exceeds the best exact one.
    pairs.sort((x, y) => x.direct - y.direct);
    let best = null;
    let tries = 0;
    for (const pair of pairs) {
      if (best && pair.direct >= best.perFile) break;
      if (pair.direct > maxBytesPerFile || tries >= maxTries) break;
      if (!withinCaps(pair)) continue;
      tries += 1;
      const next = [...clusters.filter((c) => c !== pair.a && c !== pair.b), merge(pair.a, pair.b)];
      const result = evaluate(next, assign(next));
      const saved = current.files - result.files;
      if (saved <= 0 || !fits(result)) continue;
      const perFile = (result.bytes - current.bytes) / saved;
      if (perFile <= maxBytesPerFile && (!best || perFile < best.perFile))
        best = { pair, next, result, perFile };
    }
    if (!best) break;
    clusters = best.next;
    current = best.result;
    const merged = clusters.at(-1);
    pairs = pairs.filter(
      ({ a, b }) => a !== best.pair.a && a !== best.pair.b && b !== best.pair.a && b !== best.pair.b,
    );
    for (const other of clusters.slice(0, -1)) {
      const pair = pairOf(other, merged);
      if (pair) pairs.push(pair);
    }
  }

  // Then the routes that still load more than `targetGroups` shared chunks: merge two of the chunks the worst of
  // them loads, the merge that costs the fewest bytes and leaves fewer routes at the worst count.
  const routeViews = views.map((_, index) => index).filter((index) => isRoute[index] && index !== loginView);
  const worstOf = (result) => {
    const worst = Math.max(...routeViews.map((view) => result.counts[view]));
    return { worst, at: routeViews.filter((view) => result.counts[view] === worst).length };
  };
  for (;;) {
    const now = worstOf(current);
    if (now.worst <= targetGroups) break;
    const worstBits = routeViews
      .filter((view) => current.counts[view] === now.worst)
      .reduce((bits, view) => bits | viewBits[view], 0n);
    let best = null;
    for (let i = 0; i < clusters.length; i += 1)
      for (let j = i + 1; j < clusters.length; j += 1) {
        if ((current.eff[i] & current.eff[j] & worstBits) === 0n) continue;
        if (clusters[i].pre !== clusters[j].pre) continue;
        const next = [
          ...clusters.filter((_, index) => index !== i && index !== j),
          merge(clusters[i], clusters[j]),
        ];
        const result = evaluate(next, assign(next));
        const then = worstOf(result);
        if (!fits(result) || then.worst > now.worst || (then.worst === now.worst && then.at >= now.at))
          continue;
        const bytes = result.bytes - current.bytes;
        if (!best || bytes < best.bytes) best = { next, result, bytes };
      }
    if (!best) break;
    clusters = best.next;
    current = best.result;
  }

  inspect?.({
    views: views.map((v) => v.facadeModuleId),
    current,
    needed,
    viewBytes,
    clusters,
    units,
    evaluate,
    assign,
  });
  const allViews = (1n << BigInt(views.length)) - 1n;
  const layoutViews = views.reduce(
    (bits, view, index) => (beforeLayout.has(view.fileName) ? bits : bits | viewBits[index]),
    0n,
  );
  const groups = new Map();
  const used = new Map();
  for (const cluster of clusters.sort((a, b) => b.size - a.size)) {
    const modules = cluster.units.flatMap((u) => units[u].modules);
    const name = clusterName(modules, cluster.sig, { allViews, loginBit, layoutViews });
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    for (const { id } of modules) groups.set(id, n === 1 ? name : `${name}${n}`);
  }
  return groups;
}

/** A readable name: who loads the cluster, or the package or file of its largest module. */
function clusterName(modules, sig, { allViews, loginBit, layoutViews }) {
  if (sig === allViews) return 'common';
  if (sig & loginBit) return 'login-shared';
  if ((sig & layoutViews) === layoutViews) return 'shell-shared';
  const largest = modules.reduce((a, b) => (b.size > a.size ? b : a));
  const path = largest.id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const inPackage = path.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:es\/|lib\/)?([^/.]+)?/);
  const base = inPackage
    ? `${inPackage[1].replace(/^@/, '').replace(/\//g, '-')}${inPackage[2] ? `-${inPackage[2]}` : ''}`
    : path
        .split('/')
        .at(-1)
        .replace(/\.[^.]+$/, '');
  return `shared-${base}`;
}

/** The fields of an output chunk the plan reads. */
const PROBE_FIELDS = ['fileName', 'isEntry', 'isDynamicEntry', 'facadeModuleId', 'imports', 'dynamicImports'];
const probeChunk = (chunk) => ({
  ...Object.fromEntries(PROBE_FIELDS.map((field) => [field, chunk[field]])),
  modules: Object.fromEntries(
    Object.entries(chunk.modules).map(([id, { renderedLength }]) => [id, { renderedLength }]),
  ),
});

/**
 * The plan in a Vite build: when a build starts, `plugin` runs the probe, a build of the same app in memory (the
 * inline config `probe`: the app's plugins and resolve options, without the prerendering; not minified, not
 * written, Rolldown's default chunking) and plans the groups from its chunks; `group` is the `codeSplitting.groups`
 * name function of the real build. `skip` tells the modules the other groups take. (Rolldown builds each output of
 * a build from scratch, so a first output would cost as much, and Vite's manifest would list both.) Set
 * CHUNK_PLAN_DUMP to a file to keep the probe's chunks, for tuning the plan with `planChunks`.
 */
export function createChunkPlan({ probe, skip, ...options }) {
  let groups = new Map();
  return {
    group: (id) => groups.get(id) ?? null,
    plugin: {
      name: 'backoffice:chunk-plan',
      apply: 'build',
      async config(config) {
        const started = performance.now();
        const { build } = await import('vite');
        const result = await build({
          ...probe,
          root: config.root,
          mode: config.mode,
          configFile: false,
          envFile: false,
          logLevel: 'error',
          build: {
            ...probe.build,
            write: false,
            minify: false,
            manifest: false,
            copyPublicDir: false,
            reportCompressedSize: false,
          },
        });
        const chunks = (Array.isArray(result) ? result : [result])
          .flatMap((item) => item.output ?? [])
          .filter((item) => item.type === 'chunk')
          .map(probeChunk);
        if (process.env.CHUNK_PLAN_DUMP)
          (await import('node:fs')).writeFileSync(process.env.CHUNK_PLAN_DUMP, JSON.stringify(chunks));
        groups = planChunks(chunks, { skip, ...options });
        console.log(
          `chunk-plan: ${groups.size} shared modules in ${new Set(groups.values()).size} chunks (probe and plan ${Math.round(performance.now() - started)} ms)`,
        );
      },
    },
  };
}
