import { usePermissions } from '@backoffice/ui-kit';
import { ChunkFallback, lazyExport } from '../lazy-chunk';
import type { OperationCode } from '../operation-codes';
import { RegionLoading } from '../region-loading';
import { useLabelParam } from './label-param';

// The sheets, the barcode components and (on first draw) jsbarcode and qrcode load only when a sheet is shown.
const sheets = () => import('./label-sheets');
const SHEETS = {
  material: lazyExport('material-labels', sheets, 'MaterialLabelSheet'),
  batch: lazyExport('batch-labels', sheets, 'BatchLabelSheet'),
  location: lazyExport('location-labels', sheets, 'LocationLabelSheet'),
};

export type LabelSheetKind = keyof typeof SHEETS;

/**
 * A screen's label sheet (issue 25), for whoever holds its print code: `ids` are the rows asked for in the URL
 * (`?labels=`, none without the code), `open` shows their labels, `close` goes back to the list, `sheet` is the
 * sheet to show instead of the list, or undefined.
 */
export function useLabelSheet(kind: LabelSheetKind, code: OperationCode) {
  const { can } = usePermissions();
  const { ids: asked, open, close } = useLabelParam();
  const ids = can(code) ? asked : [];
  const Sheet = SHEETS[kind];
  const sheet =
    ids.length > 0 ? (
      <ChunkFallback value={<RegionLoading />}>
        <Sheet ids={ids} onBack={close} />
      </ChunkFallback>
    ) : undefined;
  return { open, sheet };
}
