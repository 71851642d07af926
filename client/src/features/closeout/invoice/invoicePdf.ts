import { jsPDF } from 'jspdf';
import type { Invoice } from './invoiceFacts.ts';

/** The rupee sign (U+20B9): jsPDF's built-in fonts have no glyph for it, so the PDF draws it with strokes. */
const RUPEE = '₹';
/** Millimetres in a typographic point (the font size is in points, the page in millimetres). */
const MM_PER_PT = 25.4 / 72;

/**
 * The invoice as an A4 PDF, made in the browser. This module (and jsPDF with it) is imported dynamically by the invoice
 * screen when the assessor downloads, so it stays out of the first-load bundles. Labels come translated (English: the
 * PDF's built-in font has no Devanagari); values keep the screen's ₹.
 */
export function invoicePdf(
  invoice: Pick<Invoice, 'invoiceNumber'>,
  title: string,
  rows: readonly [string, string][],
): Blob {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${title} ${invoice.invoiceNumber}` });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(title, 20, 24);
  doc.setFontSize(11);
  let y = 38;
  for (const [label, value] of rows) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, 20, y);
    doc.setFont('helvetica', 'normal');
    // A value with a rupee sign (an amount, "20 × ₹600") is short: one line, with the sign drawn in place.
    const lines = value.includes(RUPEE) ? [value] : (doc.splitTextToSize(value, 110) as string[]);
    if (lines.length === 1) writeLine(doc, lines[0]!, 80, y);
    else doc.text(lines, 80, y);
    y += 7 * Math.max(1, lines.length);
  }
  return doc.output('blob');
}

/** Writes one line at a baseline, drawing each rupee sign where it stands and the text around it as text. */
function writeLine(doc: jsPDF, line: string, x: number, y: number): void {
  let at = x;
  line.split(RUPEE).forEach((part, index) => {
    if (index > 0) at += drawRupee(doc, at, y);
    if (part) {
      doc.text(part, at, y);
      at += doc.getTextWidth(part);
    }
  });
}

/**
 * Draws ₹ at a baseline in the current font size and returns its advance: two bars across the top, the bowl from the
 * first bar back to the left, and the leg from there down to the baseline.
 */
function drawRupee(doc: jsPDF, x: number, baseline: number): number {
  const em = doc.getFontSize() * MM_PER_PT;
  const width = em * 0.5;
  const top = baseline - em * 0.7;
  const bar = em * 0.19;
  const bowlEnd = top + em * 0.38;
  const left = x + em * 0.04;
  doc.setLineWidth(em * 0.07);
  doc.line(left, top, left + width, top);
  doc.line(left, top + bar, left + width, top + bar);
  // The bowl: a curve from the top bar's middle out to the right and back to the left at bowlEnd.
  const bowlStart = left + width * 0.3;
  const depth = bowlEnd - top;
  doc.lines([[width * 0.85, 0, width * 0.85, depth, 0, depth]], bowlStart, top, [1, 1], 'S');
  doc.line(bowlStart, bowlEnd, left, bowlEnd);
  doc.line(left + width * 0.15, bowlEnd, left + width, baseline);
  return width + em * 0.15;
}

/** Saves the PDF under a name with the batch id. */
export function downloadPdf(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
