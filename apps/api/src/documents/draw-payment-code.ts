import QRCode from 'qrcode';

/** The quiet zone ISO/IEC 18004 asks around a QR code, in modules. */
const QUIET_MODULES = 4;

/**
 * Draws `payload` as a QR code of error correction level M (as EPC069-12 asks of a payment code) into a square
 * of `size` points at (x, y), quiet zone included: vector rectangles, sharp at any zoom and in any print.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const unit = size / (modules.size + 2 * QUIET_MODULES);
  doc.save().rect(x, y, size, size).fill('white').fillColor('black');
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules in a row: a few hundred drawing operations instead of thousands.
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column++;
      doc.rect(x + (QUIET_MODULES + start) * unit, y + (QUIET_MODULES + row) * unit, (column - start + 1) * unit, unit);
    }
  }
  doc.fill('black').restore();
}
