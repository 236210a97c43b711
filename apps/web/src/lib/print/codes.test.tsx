import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Barcode, QrCode } from './codes';

// issue 25: labels carry a Code 128 barcode and a QR code of what the scan field reads back, never a blank label.
describe('Barcode and QrCode', () => {
  afterEach(() => {
    vi.doUnmock('jsbarcode');
    vi.resetModules();
  });

  it('draws Code 128 bars as inline SVG and names the code it encodes', async () => {
    render(<Barcode value="M:MAT-0001" />);
    const code = await screen.findByRole('img', { name: '条码 M:MAT-0001' });
    expect(code.dataset.code).toBe('M:MAT-0001');
    const svg = code.querySelector('svg');
    expect(svg?.querySelectorAll('rect').length).toBeGreaterThan(10);
    // The drawing scales to the label's box.
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  });

  it('draws a QR code as inline SVG and names the code it encodes', async () => {
    render(<QrCode value="L:A-01-02" />);
    const code = await screen.findByRole('img', { name: '二维码 L:A-01-02' });
    expect(code.dataset.code).toBe('L:A-01-02');
    expect(code.querySelector('svg path')).not.toBeNull();
  });

  it('shows the code as text while the library loads', () => {
    render(<Barcode value="B:20260101-01" />);
    expect(screen.getByText('B:20260101-01')).toBeTruthy();
  });

  it('says so when there is no code to draw', () => {
    render(
      <>
        <Barcode value=" " />
        <QrCode value="" />
      </>,
    );
    expect(screen.getByText('无编码，不能生成条码')).toBeTruthy();
    expect(screen.getByText('无编码，不能生成二维码')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('prints the code as text with a note when Code 128 cannot encode it', async () => {
    render(<Barcode value="M:螺丝-01" />);
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      '此编码含条码不支持的字符，请照此编码手工录入',
    );
    expect(screen.getByText('M:螺丝-01')).toBeTruthy();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('prints the code as text with a note when the library fails to load', async () => {
    vi.resetModules();
    vi.doMock('jsbarcode', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { Barcode: Reloaded } = await import('./codes');
    render(<Reloaded value="M:MAT-0001" />);
    expect((await screen.findByRole('note')).textContent).toBe(
      '条码未能加载，请刷新后重试；扫描不到时照此编码手工录入',
    );
    expect(screen.getByText('M:MAT-0001')).toBeTruthy();
  });
});
