/**
 * The copy of its material every purchase line keeps (openapi/MASTER-DATA.md: the id plus code, name, spec and
 * unit as they were when the line was made), whichever line it comes from: a saved request or order line, an open
 * request line merged into an order, a project's demand line.
 */
export interface LineMaterial {
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string | null;
  unit: string;
}

/** The material copy of a line, and nothing else of it. */
export function lineMaterial(line: LineMaterial): LineMaterial {
  return {
    materialId: line.materialId,
    materialCode: line.materialCode,
    materialName: line.materialName,
    spec: line.spec,
    unit: line.unit,
  };
}

/**
 * A saved line (a request's or an order's) back in its form: its id is the row's key (so 保存 updates that line,
 * spec §3) and it keeps its material copy; each form adds the fields of its own lines.
 */
export function savedLineValues(line: LineMaterial & { id: string }): LineMaterial & { key: string } {
  return { key: line.id, ...lineMaterial(line) };
}
