import { type CSSProperties, useEffect, useState } from 'react';
import { CodeDrawError, code128Svg, qrCodeSvg } from './code-svg';

/** The SVG fills the box the caller gives the code; a code that could not be drawn shows its text instead. */
const CODE_CSS = `
.print-code { display: inline-flex; flex-direction: column; align-items: center; justify-content: center;
  box-sizing: border-box; overflow: hidden; color: #000; background: #fff; text-align: center; line-height: 1.2; }
.print-code-svg, .print-code-svg > svg { display: block; width: 100%; height: 100%; }
.print-code-text { font-family: monospace; font-weight: 600; word-break: break-all; }
.print-code-note { font-size: 10px; }
`;

type Drawing =
  | { status: 'drawing' }
  | { status: 'drawn'; svg: string }
  | { status: 'failed'; reason: CodeDrawError['reason'] };

interface CodeImageProps {
  /** The text the code encodes (for a label: `labelCode(kind, code)`). */
  value: string;
  className?: string;
  style?: CSSProperties;
}

interface Symbology {
  /** What a person calls it: 条码, 二维码. */
  name: string;
  draw: (value: string) => Promise<string>;
}

function useDrawing(value: string, draw: Symbology['draw']): Drawing {
  const [drawing, setDrawing] = useState<Drawing & { value?: string }>({ status: 'drawing' });
  useEffect(() => {
    if (value === '') return;
    let current = true;
    draw(value).then(
      (svg) => current && setDrawing({ status: 'drawn', svg, value }),
      (error: unknown) =>
        current &&
        setDrawing({
          status: 'failed',
          reason: error instanceof CodeDrawError ? error.reason : 'encode',
          value,
        }),
    );
    return () => {
      current = false;
    };
  }, [value, draw]);
  // A drawing of the previous value never shows under a new one.
  return drawing.value === value ? drawing : { status: 'drawing' };
}

const FAILURE_NOTES: Record<CodeDrawError['reason'], (name: string) => string> = {
  load: (name) => `${name}未能加载，请刷新后重试；扫描不到时照此编码手工录入`,
  encode: (name) => `此编码含${name}不支持的字符，请照此编码手工录入`,
};

function CodeImage({ value, className, style, symbology }: CodeImageProps & { symbology: Symbology }) {
  const text = value.trim();
  const drawing = useDrawing(text, symbology.draw);
  const box = { className: className ? `print-code ${className}` : 'print-code', style };
  const css = (
    <style href="print-code" precedence="default">
      {CODE_CSS}
    </style>
  );
  if (text === '')
    return (
      <span {...box}>
        {css}
        <span className="print-code-note">无编码，不能生成{symbology.name}</span>
      </span>
    );
  if (drawing.status === 'drawn')
    return (
      <span {...box} role="img" aria-label={`${symbology.name} ${text}`} data-code={text}>
        {css}
        <span
          className="print-code-svg"
          // the library's drawing of bars or modules, never the value spliced into markup
          dangerouslySetInnerHTML={{ __html: drawing.svg }}
        />
      </span>
    );
  // While the library loads, and when it cannot draw, the label still carries its code as text: never a blank label.
  return (
    <span {...box} aria-busy={drawing.status === 'drawing' || undefined}>
      {css}
      <span className="print-code-text">{text}</span>
      {drawing.status === 'failed' && (
        <span className="print-code-note" role="note">
          {FAILURE_NOTES[drawing.reason](symbology.name)}
        </span>
      )}
    </span>
  );
}

const CODE_128: Symbology = { name: '条码', draw: code128Svg };
const QR_CODE: Symbology = { name: '二维码', draw: qrCodeSvg };

/**
 * `value` as a Code 128 barcode (inline SVG, drawn by jsbarcode, loaded on first use). It fills the box given by
 * `className` / `style`; the drawn code carries its text in `data-code` and its accessible name. While jsbarcode
 * loads, or if it cannot draw the value, the box shows the value as text (with a note when drawing failed).
 */
export function Barcode(props: CodeImageProps) {
  return <CodeImage {...props} symbology={CODE_128} />;
}

/** `value` as a QR code (inline SVG, drawn by qrcode, loaded on first use); otherwise as {@link Barcode}. */
export function QrCode(props: CodeImageProps) {
  return <CodeImage {...props} symbology={QR_CODE} />;
}
