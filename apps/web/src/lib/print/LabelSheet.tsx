import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import { useState } from 'react';
import { RegionLoading } from '../region-loading';
import { Barcode, QrCode } from './codes';
import {
  LABEL_MEDIA,
  LABEL_SIZES,
  type LabelFormat,
  type LabelMedia,
  type LabelSizeKey,
  labelGeometry,
  paginate,
  readLabelFormat,
  type SheetLayout,
  sheetLayout,
} from './label-layout';
import type { PrintLabel } from './labels';

/** The size and paper picked last, kept for the next print on this browser (each printer is loaded with one stock). */
const FORMAT_STORAGE_KEY = 'labelFormat';

/**
 * On screen the pages show as white sheets; while printing, only the pages: every element that neither holds nor
 * sits in them is not displayed (the menu, the header, this view's buttons), and those that hold them lose their
 * frame, so the labels start at the paper's corner and no blank page follows. Black on white whatever the theme.
 */
const SHEET_CSS = `
.label-sheet-pages { display: flex; flex-direction: column; gap: 16px; overflow-x: auto; }
.label-page { box-sizing: border-box; display: grid; align-content: start; background: #fff; color: #000;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); flex: none; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
.label { box-sizing: border-box; display: grid; overflow: hidden; background: #fff; color: #000; font-family: sans-serif; }
.label-cut { outline: 0.2mm dashed #999; outline-offset: -0.1mm; }
.label-text { min-width: 0; overflow: hidden; line-height: 1.2; }
.label-name { font-weight: 700; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.label-code { font-family: monospace; font-weight: 700; word-break: break-all; }
.label-facts { margin: 0.5mm 0 0; }
.label-facts div { display: flex; gap: 1mm; white-space: nowrap; }
.label-facts dt { flex: none; }
.label-facts dd { margin: 0; overflow: hidden; text-overflow: ellipsis; }
.label-barcode { grid-column: 1 / -1; width: 100%; height: 100%; }
@media print {
  body *:not(:has(.label-sheet-pages)):not(.label-sheet-pages):not(.label-sheet-pages *) { display: none !important; }
  body, body *:has(.label-sheet-pages) { margin: 0 !important; padding: 0 !important; border: 0 !important;
    background: none !important; box-shadow: none !important; overflow: visible !important; position: static !important;
    height: auto !important; min-height: 0 !important; width: auto !important; max-width: none !important; transform: none !important; }
  .label-sheet-pages { display: block; overflow: visible; }
  .label-page { box-shadow: none; break-after: page; }
  .label-page:last-child { break-after: auto; }
}
`;

const pageCss = ({ page }: SheetLayout) =>
  `@media print { @page { size: ${page.width}mm ${page.height}mm; margin: 0; } }`;

function storedFormat(): LabelFormat {
  try {
    return readLabelFormat(localStorage.getItem(FORMAT_STORAGE_KEY));
  } catch {
    return readLabelFormat(null);
  }
}

function Label({ label, layout, cut }: { label: PrintLabel; layout: SheetLayout; cut: boolean }) {
  const { width, height } = layout.label;
  const { padding, qr, barcodeHeight, gap } = labelGeometry(layout.label);
  // Text in mm, so a label prints the same at any screen zoom: about 7 pt on 60×40, 9 pt on 100×50.
  const font = height >= 50 ? 3.2 : 2.5;
  return (
    <article
      className={cut ? 'label label-cut' : 'label'}
      aria-label={`标签 ${label.code}`}
      data-encoded={label.encoded}
      style={{
        width: `${width}mm`,
        height: `${height}mm`,
        padding: `${padding}mm`,
        gap: `${gap}mm`,
        gridTemplateColumns: `${qr}mm minmax(0, 1fr)`,
        gridTemplateRows: `${qr}mm ${barcodeHeight}mm`,
        fontSize: `${font}mm`,
      }}
    >
      <QrCode value={label.encoded} style={{ width: `${qr}mm`, height: `${qr}mm` }} />
      <div className="label-text">
        <div className="label-name" style={{ fontSize: '1.2em' }}>
          {label.name}
        </div>
        <div className="label-code" style={{ fontSize: '1.1em' }}>
          {label.code}
        </div>
        <dl className="label-facts">
          {label.facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Barcode value={label.encoded} className="label-barcode" />
    </article>
  );
}

function Pages({ labels, layout }: { labels: readonly PrintLabel[]; layout: SheetLayout }) {
  const { page, label, columns } = layout;
  const onA4 = page.margin > 0;
  return (
    <div className="label-sheet-pages">
      <style>{pageCss(layout)}</style>
      {paginate(labels, layout.perPage).map((labelsOfPage, index) => (
        <section
          // a page is its number: the same labels fall on it while the format stays
          key={index}
          className="label-page"
          aria-label={`第 ${index + 1} 页`}
          style={{
            width: `${page.width}mm`,
            minHeight: `${page.height}mm`,
            padding: `${page.margin}mm`,
            gridTemplateColumns: `repeat(${columns}, ${label.width}mm)`,
            gridAutoRows: `${label.height}mm`,
          }}
        >
          {labelsOfPage.map((item) => (
            <Label key={`${item.kind}:${item.code}`} label={item} layout={layout} cut={onA4} />
          ))}
        </section>
      ))}
    </div>
  );
}

export interface LabelSheetProps {
  /** What prints, e.g. 物料标签. */
  title: string;
  /** The labels; undefined while they load. */
  labels: readonly PrintLabel[] | undefined;
  /** Set when they could not be loaded: what failed, and how to try again. */
  failure?: { message: string; retry: () => void };
  /** What to say when there is nothing to print (a zone without bins). */
  emptyText?: string;
  onBack: () => void;
}

/**
 * A label sheet (issue 25): the labels in the size and on the paper picked here (remembered), each with its QR code,
 * Code 128, code, name and facts; 打印 prints only the labels (`@media print`), 返回 goes back to the list.
 */
export function LabelSheet({
  title,
  labels,
  failure,
  emptyText = '没有要打印的标签',
  onBack,
}: LabelSheetProps) {
  const [format, setFormat] = useState(storedFormat);
  const choose = (change: Partial<LabelFormat>) => {
    const next = { ...format, ...change };
    setFormat(next);
    try {
      localStorage.setItem(FORMAT_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // a private window without storage prints all the same; it just forgets the choice
    }
  };
  const layout = sheetLayout(format);
  const ready = !failure && labels !== undefined;
  return (
    <div className="label-sheet">
      <style>{SHEET_CSS}</style>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!ready || labels.length === 0}
          onClick={() => window.print()}
        >
          打印
        </Button>
        <Button onClick={onBack}>返回</Button>
        <span>
          {title}
          {ready && `（${labels.length} 张）`}
        </span>
        <Segmented<LabelSizeKey>
          aria-label="标签尺寸"
          value={format.size}
          options={LABEL_SIZES.map((size) => ({ value: size.key, label: size.name }))}
          onChange={(size) => choose({ size })}
        />
        <Segmented<LabelMedia>
          aria-label="纸张"
          value={format.media}
          options={LABEL_MEDIA.map((media) => ({ value: media.key, label: media.name }))}
          onChange={(media) => choose({ media })}
        />
      </Space>
      {failure ? (
        <Empty description={failure.message}>
          <Button onClick={failure.retry}>重试</Button>
        </Empty>
      ) : labels === undefined ? (
        <RegionLoading />
      ) : labels.length === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <Pages labels={labels} layout={layout} />
      )}
    </div>
  );
}
