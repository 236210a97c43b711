import type { Schema } from '@backoffice/sdk';
import type { PurchaseRequestHandoff } from '../../lib/purchase-handoff';

type Line = Schema<'ProjectMaterial'>;
type Project = Pick<Schema<'Project'>, 'id' | 'projectNo' | 'name'>;

/**
 * 生成采购申请 (screens.md §5) on the selected demand lines: what each still has to request (需求数量 − 已申请) goes
 * to 采购申请 as the hand-off of lib/purchase-handoff; lines requested in full stay behind. A refusal says why
 * when nothing is left to request.
 */
export function demandToRequest(
  project: Project,
  lines: readonly Line[],
): { handoff: PurchaseRequestHandoff; refusal?: undefined } | { handoff?: undefined; refusal: string } {
  const open = lines.flatMap((line) => {
    const quantity = line.demandQuantity - line.requestedQuantity;
    return quantity > 0
      ? [
          {
            projectMaterialId: line.id,
            materialId: line.materialId,
            materialCode: line.materialCode,
            materialName: line.materialName,
            spec: line.materialSpec,
            unit: line.unit,
            quantity,
            needDate: line.demandDate,
          },
        ]
      : [];
  });
  if (open.length === 0) return { refusal: '选中的物料都已申请，没有要申请的数量' };
  return {
    handoff: { project: { id: project.id, code: project.projectNo, name: project.name }, lines: open },
  };
}
