/**
 * The SVG markup of a label's codes, drawn by the well-kept libraries for the job (issue 25): Code 128 by jsbarcode,
 * QR by qrcode. Each library is imported on first use, so only a screen that draws a code loads it. Both draw in
 * their own units and the caller scales the SVG to the label: a Code 128 module is 1 unit wide with a quiet zone of
 * 10 modules each side (ISO/IEC 15417), a QR code keeps a quiet zone of 2 modules (the label's margin adds the rest).
 */

/** Why a code could not be drawn: its library did not load, or the value has characters the symbology lacks. */
export class CodeDrawError extends Error {
  constructor(
    readonly reason: 'load' | 'encode',
    cause: unknown,
  ) {
    super(reason === 'load' ? 'The barcode library did not load' : 'The value cannot be encoded', { cause });
    this.name = 'CodeDrawError';
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const CODE128_QUIET_ZONE = 10;
const CODE128_BAR_HEIGHT = 40;
const QR_QUIET_ZONE = 2;

async function load<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    throw new CodeDrawError('load', error);
  }
}

/** Code 128 of `value` as an SVG element's markup, stretched to the box it is drawn in (bars keep their ratios). */
export async function code128Svg(value: string): Promise<string> {
  const { default: JsBarcode } = await load(() => import('jsbarcode'));
  const svg = document.createElementNS(SVG_NS, 'svg');
  try {
    // Code 128 holds ASCII only; jsbarcode throws (a string, not an Error) on anything else.
    JsBarcode(svg, value, {
      format: 'CODE128',
      width: 1,
      height: CODE128_BAR_HEIGHT,
      margin: CODE128_QUIET_ZONE,
      displayValue: false,
      background: '#fff',
      lineColor: '#000',
    });
  } catch (error) {
    throw new CodeDrawError('encode', error);
  }
  svg.setAttribute('preserveAspectRatio', 'none');
  return svg.outerHTML;
}

/** QR code of `value` (error correction M: a label survives a scuff) as SVG markup. */
export async function qrCodeSvg(value: string): Promise<string> {
  const QRCode = await load(() => import('qrcode'));
  try {
    return await QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: QR_QUIET_ZONE });
  } catch (error) {
    throw new CodeDrawError('encode', error);
  }
}
