/**
 * How labels lie on paper (issue 25): a label of a chosen size, laid out on A4 sheets (cut or self-adhesive label
 * stock) or one per page for a label printer, and how a label's QR code, Code 128 and text share it. Sizes are in
 * millimetres, as a label is specified and as `@page` and CSS print them.
 */

export type LabelSizeKey = '60x40' | '100x50';
export type LabelMedia = 'a4' | 'roll';

export interface LabelSize {
  key: LabelSizeKey;
  /** What the picker shows: 60×40 mm. */
  name: string;
  width: number;
  height: number;
}

/** The common warehouse label sizes: 60×40 for a material or bin, 100×50 for a pallet or batch with room to write. */
export const LABEL_SIZES: readonly LabelSize[] = [
  { key: '60x40', name: '60×40 mm', width: 60, height: 40 },
  { key: '100x50', name: '100×50 mm', width: 100, height: 50 },
];

export const LABEL_MEDIA: readonly { key: LabelMedia; name: string }[] = [
  { key: 'a4', name: 'A4 纸' },
  { key: 'roll', name: '标签打印机（每页一张）' },
];

const A4_MM = { width: 210, height: 297 };
/** What most office printers cannot print at the sheet's edge. */
export const A4_MARGIN_MM = 5;

export interface LabelFormat {
  size: LabelSizeKey;
  media: LabelMedia;
}

export const DEFAULT_LABEL_FORMAT: LabelFormat = { size: '60x40', media: 'a4' };

/** A remembered format as stored (JSON); the default when nothing, or nothing known, was stored. */
export function readLabelFormat(stored: string | null): LabelFormat {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? 'null');
  } catch {
    return DEFAULT_LABEL_FORMAT;
  }
  const { size, media } = (value ?? {}) as Partial<Record<keyof LabelFormat, unknown>>;
  return {
    size: LABEL_SIZES.some((s) => s.key === size) ? (size as LabelSizeKey) : DEFAULT_LABEL_FORMAT.size,
    media: LABEL_MEDIA.some((m) => m.key === media) ? (media as LabelMedia) : DEFAULT_LABEL_FORMAT.media,
  };
}

export const labelSize = (key: LabelSizeKey): LabelSize =>
  LABEL_SIZES.find((size) => size.key === key) ?? (LABEL_SIZES[0] as LabelSize);

export interface SheetLayout {
  label: LabelSize;
  /** The printed page and its margin, for `@page`. */
  page: { width: number; height: number; margin: number };
  columns: number;
  rows: number;
  perPage: number;
}

/**
 * The page a format prints on and how many labels it holds: on A4, as many columns and rows as fit inside the
 * margin, edge to edge (cut lines between); on a label printer's roll, the page is the label.
 */
export function sheetLayout({ size, media }: LabelFormat): SheetLayout {
  const label = labelSize(size);
  if (media === 'roll')
    return {
      label,
      page: { width: label.width, height: label.height, margin: 0 },
      columns: 1,
      rows: 1,
      perPage: 1,
    };
  const columns = Math.max(1, Math.floor((A4_MM.width - 2 * A4_MARGIN_MM) / label.width));
  const rows = Math.max(1, Math.floor((A4_MM.height - 2 * A4_MARGIN_MM) / label.height));
  return { label, page: { ...A4_MM, margin: A4_MARGIN_MM }, columns, rows, perPage: columns * rows };
}

/** The labels page by page. */
export function paginate<T>(labels: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < labels.length; start += perPage)
    pages.push(labels.slice(start, start + perPage));
  return pages;
}

export interface LabelGeometry {
  padding: number;
  /** The QR code's side, beside the text. */
  qr: number;
  /** The Code 128's height, across the label's foot. */
  barcodeHeight: number;
  gap: number;
}

/**
 * Where things go on a label: the QR code top left as tall as the space above the barcode, the text beside it,
 * the Code 128 across the whole width at the foot (a handheld scanner reads a wide barcode from further away).
 */
export function labelGeometry(label: LabelSize): LabelGeometry {
  const padding = label.height >= 50 ? 3 : 2;
  const gap = 1;
  const barcodeHeight = Math.round(label.height * 0.25 * 2) / 2;
  const qr = Math.min(label.height - 2 * padding - barcodeHeight - gap, (label.width - 2 * padding) * 0.45);
  return { padding, qr, barcodeHeight, gap };
}
