import { describe, expect, it } from 'vitest';
import { invoicePdf } from './invoicePdf.ts';

/** The PDF's source (jsPDF writes it uncompressed): its text operators and its drawing. */
async function source(rows: [string, string][]): Promise<string> {
  const blob = invoicePdf({ invoiceNumber: 'INV/RD1234/0001' }, 'Invoice', rows);
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

/** The strings the page writes as text, in order. */
const texts = (pdf: string) => [...pdf.matchAll(/\((.*?)\) Tj/g)].map(([, text]) => text);
/** Curves drawn on the page (the PDF operator `c`); each rupee sign has one, nothing else on the invoice does. */
const curves = (pdf: string) => pdf.split('\n').filter((line) => / c$/.test(line)).length;

describe('invoice PDF', () => {
  it('draws each rupee sign and writes the figures beside it as text, with no "Rs."', async () => {
    const pdf = await source([
      ['Candidates assessed', '25 × ₹150'],
      ['Total', '₹3,750'],
    ]);
    expect(texts(pdf)).toEqual(expect.arrayContaining(['3,750', '150']));
    expect(pdf).not.toContain('Rs.');
    expect(curves(pdf)).toBe(2);
  });

  it('writes a value without a rupee sign as text only, wrapped', async () => {
    const address = 'House 12, MG Road, near the bus stand, Shivaji Nagar, Pune, Maharashtra, 411001, India';
    const pdf = await source([['Address', address]]);
    expect(curves(pdf)).toBe(0);
    expect(texts(pdf).length).toBeGreaterThan(2);
  });
});
