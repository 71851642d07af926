import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { burnWatermark, stampArea, stampLines, type CanvasKit, type StampContext } from './watermark.ts';

/** A real raster canvas (Skia) in place of the browser's, so the test reads the pixels that were drawn. */
const skiaKit: CanvasKit = {
  async decode(file) {
    const image = await loadImage(Buffer.from(await file.arrayBuffer()));
    return { image, width: image.width, height: image.height };
  },
  surface(width, height) {
    const canvas = createCanvas(width, height);
    return {
      context: canvas.getContext('2d') as unknown as StampContext,
      encode: async (type) => {
        const bytes = type === 'image/png' ? await canvas.encode('png') : await canvas.encode('jpeg', 90);
        return new Blob([new Uint8Array(bytes)], { type });
      },
    };
  },
};

/** A plain grey photo of this size and type, as a File. */
async function photo(width: number, height: number, type: 'image/jpeg' | 'image/png'): Promise<File> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgb(160, 170, 180)';
  ctx.fillRect(0, 0, width, height);
  const bytes = type === 'image/png' ? await canvas.encode('png') : await canvas.encode('jpeg', 95);
  return new File([new Uint8Array(bytes)], type === 'image/png' ? 'selfie.png' : 'selfie.jpg', {
    type,
    lastModified: 1_700_000_000_000,
  });
}

/** The mean brightness of a rectangle of a decoded image. */
async function meanBrightness(file: Blob, x: number, y: number, w: number, h: number): Promise<number> {
  const image = await loadImage(Buffer.from(await file.arrayBuffer()));
  const canvas = createCanvas(image.width, image.height);
  const ctx: SKRSContext2D = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(x, y, w, h);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
  return sum / (data.length / 4);
}

const stamp = {
  at: Date.UTC(2025, 2, 10, 4, 35, 7),
  latitude: 28.61394,
  longitude: 77.20902,
  accuracy: 12.4,
  batchId: 'BT25040017',
};

describe('burnWatermark', () => {
  it.each(['image/jpeg', 'image/png'] as const)(
    'draws the stamp into a %s photo and keeps its size, type and name',
    async (type) => {
      const original = await photo(480, 640, type);
      const stamped = await burnWatermark(original, stamp, skiaKit);

      expect(stamped.type).toBe(type);
      expect(stamped.name).toBe(original.name);
      const decoded = await loadImage(Buffer.from(await stamped.arrayBuffer()));
      expect([decoded.width, decoded.height]).toEqual([480, 640]);

      const area = stampArea(480, 640);
      const before = await meanBrightness(original, 0, area.top, 480, area.height);
      const after = await meanBrightness(stamped, 0, area.top, 480, area.height);
      expect(before).toBeGreaterThan(160);
      expect(Math.abs(after - before)).toBeGreaterThan(40);
      // Above the band the photo is as it was.
      const aboveBefore = await meanBrightness(original, 0, 0, 480, area.top - 4);
      const aboveAfter = await meanBrightness(stamped, 0, 0, 480, area.top - 4);
      expect(Math.abs(aboveAfter - aboveBefore)).toBeLessThan(2);
    },
  );

  it('writes white text over the dark band (not only the band)', async () => {
    const stamped = await burnWatermark(await photo(480, 640, 'image/png'), stamp, skiaKit);
    const image = await loadImage(Buffer.from(await stamped.arrayBuffer()));
    const canvas = createCanvas(480, 640);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const area = stampArea(480, 640);
    const { data } = ctx.getImageData(0, area.top, 480, area.height);
    let bright = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 220 && data[i + 1]! > 220 && data[i + 2]! > 220) bright++;
    expect(bright).toBeGreaterThan(200);
  });

  it('says the India time, the position with its accuracy and the batch id', () => {
    expect(stampLines(stamp)).toEqual([
      '10/03/2025 10:05:07 AM IST',
      'Lat 28.613940, Long 77.209020 (±12 m)',
      'Batch BT25040017',
    ]);
  });
});
