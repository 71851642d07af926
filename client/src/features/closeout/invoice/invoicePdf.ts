import { jsPDF } from 'jspdf';
import type { Invoice } from './invoiceFacts.ts';

/**
 * The invoice as an A4 PDF, made in the browser. This module (and jsPDF with it) is imported dynamically by the invoice
 * screen when the assessor downloads, so it stays out of the first-load bundles. Labels come translated (English: the
 * PDF's built-in font has no Devanagari).
 */
export function invoicePdf(invoice: Invoice, title: string, rows: readonly [string, string][]): Blob {
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
    const lines = doc.splitTextToSize(value, 110) as string[];
    doc.text(lines, 80, y);
    y += 7 * Math.max(1, lines.length);
  }
  return doc.output('blob');
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
