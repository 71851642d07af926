import { dateFormat } from '../../i18n/intl.ts';
/** What the watermark says: when and where the photo was taken, and for which batch. */
export interface Stamp {
  /** ms since 1970; shown in India time. */
  at: number;
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
  batchId: string;
}

/** The 2D drawing calls the watermark uses (a browser canvas has them; so do test canvases). */
export interface StampContext {
  drawImage(image: never, dx: number, dy: number, dw: number, dh: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  fillStyle: unknown;
  font: string;
  textBaseline: string;
}

export interface Surface {
  context: StampContext;
  encode(type: string, quality: number): Promise<Blob>;
}

export interface Decoded {
  image: unknown;
  width: number;
  height: number;
}

/** How images are decoded and drawn: the browser's by default, injectable for tests. */
export interface CanvasKit {
  decode(file: Blob): Promise<Decoded>;
  surface(width: number, height: number): Surface;
}

/** The stamp's lines: date and time in India, position with accuracy, batch id (data on the photo, not UI text). */
export function stampLines({ at, latitude, longitude, accuracy, batchId }: Stamp): string[] {
  const when = dateFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  }).format(at);
  return [
    `${when.replace(',', '').replace(/\b(am|pm)\b/, (half) => half.toUpperCase())} IST`,
    `Lat ${latitude.toFixed(6)}, Long ${longitude.toFixed(6)} (±${Math.round(accuracy)} m)`,
    `Batch ${batchId}`,
  ];
}

/** The band at the bottom of the photo that holds the stamp: its top and height in pixels, and the font size. */
export function stampArea(width: number, height: number, lines = 3): { top: number; height: number; fontSize: number } {
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 26));
  const band = Math.min(height, Math.round(lines * fontSize * 1.35 + fontSize));
  return { top: height - band, height: band, fontSize };
}

const keptTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Burns the stamp into the photo: same size, same type (JPEG for a type a canvas cannot write), same name. Done before
 * the photo goes to the outbox, so what is stored and sent is the stamped photo.
 */
export async function burnWatermark(file: File, stamp: Stamp, kit: CanvasKit = browserKit): Promise<File> {
  const { image, width, height } = await kit.decode(file);
  const surface = kit.surface(width, height);
  const ctx = surface.context;
  ctx.drawImage(image as never, 0, 0, width, height);
  const lines = stampLines(stamp);
  const area = stampArea(width, height, lines.length);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.6)';
  ctx.fillRect(0, area.top, width, area.height);
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${area.fontSize}px sans-serif`;
  ctx.textBaseline = 'top';
  lines.forEach((line, index) =>
    ctx.fillText(
      line,
      Math.round(area.fontSize / 2),
      area.top + Math.round(area.fontSize / 2) + index * Math.round(area.fontSize * 1.35),
    ),
  );
  const type = keptTypes.includes(file.type) ? file.type : 'image/jpeg';
  const blob = await surface.encode(type, 0.9);
  const name = type === file.type ? file.name : file.name.replace(/\.[^.]*$/, '') + '.jpg';
  return new File([blob], name, { type: blob.type || type, lastModified: file.lastModified });
}

/** The browser's canvas: decoded with the photo's orientation applied. */
export const browserKit: CanvasKit = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image: bitmap, width: bitmap.width, height: bitmap.height };
  },
  surface(width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    return {
      context: context as unknown as StampContext,
      encode: (type, quality) =>
        new Promise((resolve, reject) =>
          canvas.toBlob(
            (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
            type,
            quality,
          ),
        ),
    };
  },
};
