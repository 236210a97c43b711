import { pathWith } from './route-paths';

/**
 * 生成采购申请 from a project's materials (项目物料管理, screens.md §5): the project screen hands the selected demand
 * lines to 采购申请 through the URL, which opens a new request prefilled with them and linked to the project.
 *
 * On the project-materials screen:
 * ```ts
 * navigate(newPurchaseRequestPath({ project: { id, code, name }, lines: selected.map((line) => ({ … })) }));
 * ```
 * The request keeps each line's `projectMaterialId`, so the server can count what has been requested per demand
 * line (已申请数量). Quantities are what is still to request; need dates are the demand's.
 */
export interface PurchaseRequestHandoff {
  project: { id: string; code: string; name: string };
  lines: ProjectDemandLine[];
}

/** A demand line of a project as a purchase request line starts from it. */
export interface ProjectDemandLine {
  /** The project material line (项目物料) it comes from. */
  projectMaterialId: string;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string | null;
  /** The unit_of_measure dictionary value (PCS). */
  unit: string;
  /** What is still to request, greater than 0. */
  quantity: number;
  /** `YYYY-MM-DD`, when the project needs it. */
  needDate: string | null;
}

/** The search parameter carrying the hand-off. */
export const HANDOFF_PARAM = 'fromProject';

/** The URL that opens a new purchase request prefilled from a project's demand lines. */
export function newPurchaseRequestPath(handoff: PurchaseRequestHandoff): string {
  return pathWith('purchaseApply', { [HANDOFF_PARAM]: JSON.stringify(handoff) });
}

const ID = /^[0-9a-f]{32}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function demandLine(value: unknown): ProjectDemandLine | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const line = value as Record<string, unknown>;
  const { projectMaterialId, materialId, materialCode, materialName, spec, unit, quantity, needDate } = line;
  if (typeof projectMaterialId !== 'string' || !ID.test(projectMaterialId)) return undefined;
  if (typeof materialId !== 'string' || !ID.test(materialId)) return undefined;
  if (!text(materialCode) || !text(materialName) || !text(unit)) return undefined;
  if (typeof quantity !== 'number' || !(quantity > 0)) return undefined;
  return {
    projectMaterialId,
    materialId,
    materialCode,
    materialName,
    spec: typeof spec === 'string' ? spec : null,
    unit,
    quantity,
    needDate: typeof needDate === 'string' && DATE.test(needDate) ? needDate : null,
  };
}

/**
 * The hand-off in a URL's search, or undefined when there is none or it is not one (a hand-edited address): the
 * project must be named and every line whole, or nothing is prefilled.
 */
export function readPurchaseRequestHandoff(search: URLSearchParams): PurchaseRequestHandoff | undefined {
  const raw = search.get(HANDOFF_PARAM);
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { project, lines } = parsed as Record<string, unknown>;
  if (!project || typeof project !== 'object' || !Array.isArray(lines) || lines.length === 0)
    return undefined;
  const { id, code, name } = project as Record<string, unknown>;
  if (typeof id !== 'string' || !ID.test(id) || !text(code) || !text(name)) return undefined;
  const demand = lines.map(demandLine);
  if (demand.some((line) => line === undefined)) return undefined;
  return { project: { id, code, name }, lines: demand as ProjectDemandLine[] };
}
