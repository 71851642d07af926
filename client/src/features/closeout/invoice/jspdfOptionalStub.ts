/**
 * Build-time stand-in for jsPDF's optional html2canvas, canvg and DOMPurify (see vite.config.ts). jsPDF imports them
 * on demand for `html()`, SVG images and sanitising HTML; the invoice draws only text and lines, so their ~100 KB gzip
 * is neither shipped nor precached. Should a later jsPDF use reach them anyway, it fails with a plain message.
 */
export default function notInThisBuild(): never {
  throw new Error('jsPDF’s HTML, SVG and sanitiser plug-ins are not part of this build');
}
