/**
 * Draws the app's icons (no downloaded art): a white tick on the theme blue, anti-aliased by 4×4 supersampling,
 * written as PNG with node:zlib, plus a 32 px favicon.ico (one PNG entry) and the same drawing as SVG.
 * Run after changing the drawing: `node --import tsx client/scripts/icons.ts`; the files are committed in public/.
 */
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const out = new URL('../public/', import.meta.url);
const blue = [0x0d, 0x6e, 0xfd]; // Bootstrap primary, the top bar's colour
// The tick, in a 0..1 square: two strokes meeting at the bottom.
const tick = [
  [0.28, 0.52],
  [0.44, 0.68],
  [0.73, 0.36],
] as const;
const strokeWidth = 0.1;

function segmentDistance(px: number, py: number, [ax, ay]: readonly number[], [bx, by]: readonly number[]): number {
  const dx = bx! - ax!,
    dy = by! - ay!;
  const t = Math.max(0, Math.min(1, ((px - ax!) * dx + (py - ay!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax! + t * dx), py - (ay! + t * dy));
}

/** Colour at (x, y) of the unit square; `inset` shrinks the drawing (maskable icons keep a safe zone), `radius` rounds the corners. */
function sample(x: number, y: number, radius: number, inset: number): [number, number, number, number] {
  const cx = Math.min(Math.max(x, radius), 1 - radius),
    cy = Math.min(Math.max(y, radius), 1 - radius);
  if (Math.hypot(x - cx, y - cy) > radius) return [0, 0, 0, 0];
  const u = (x - 0.5) / (1 - 2 * inset) + 0.5,
    v = (y - 0.5) / (1 - 2 * inset) + 0.5;
  const onTick =
    segmentDistance(u, v, tick[0], tick[1]) < strokeWidth / 2 ||
    segmentDistance(u, v, tick[1], tick[2]) < strokeWidth / 2;
  return onTick ? [255, 255, 255, 255] : [blue[0]!, blue[1]!, blue[2]!, 255];
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size: number, radius: number, inset: number): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const n = 4;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++)
        for (let sx = 0; sx < n; sx++) {
          const c = sample((x + (sx + 0.5) / n) / size, (y + (sy + 0.5) / n) / size, radius, inset);
          for (let i = 0; i < 4; i++) sum[i]! += c[i]! * (i === 3 ? 1 : c[3]! / 255);
        }
      const alpha = sum[3]! / (n * n);
      const at = y * (size * 4 + 1) + 1 + x * 4;
      for (let i = 0; i < 3; i++) raw[at + i] = alpha ? Math.round(sum[i]! / (n * n) / (alpha / 255)) : 0;
      raw[at + 3] = Math.round(alpha);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function ico(image: Buffer, size: number): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size, 6);
  head.writeUInt8(size, 7);
  head.writeUInt16LE(1, 10); // planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(image.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, image]);
}

const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="rgb(${blue.join(',')})"/>` +
  `<polyline points="${tick.map(([x, y]) => `${x * 100},${y * 100}`).join(' ')}" fill="none" stroke="#fff" stroke-width="${strokeWidth * 100}" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;

writeFileSync(new URL('icon-192.png', out), png(192, 0.18, 0));
writeFileSync(new URL('icon-512.png', out), png(512, 0.18, 0));
// Maskable: full bleed, the tick inside the 80 % safe zone.
writeFileSync(new URL('icon-maskable-512.png', out), png(512, 0, 0.1));
writeFileSync(new URL('apple-touch-icon.png', out), png(180, 0, 0.05));
writeFileSync(new URL('favicon.ico', out), ico(png(32, 0.18, 0), 32));
writeFileSync(new URL('favicon.svg', out), svg);
