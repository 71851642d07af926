/** Longest edge of an uploaded photo, and the JPEG quality it is re-encoded with. */
export const MAX_EDGE = 1600;
export const JPEG_QUALITY = 0.8;

const compressible = ['image/jpeg', 'image/png', 'image/webp'];

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // A transparent PNG would turn black as JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export interface CompressOptions {
  /** JPEG whatever the size (a PNG stays a PNG only when nothing is gained otherwise). */
  jpeg?: boolean;
  /** Longest edge in px (default 1600; a profile photo needs 640). */
  maxEdge?: number;
  /** JPEG quality (default 0.8). */
  quality?: number;
}

/**
 * A photo scaled to at most `maxEdge` px on its long edge and re-encoded as JPEG. The original is kept when it is not
 * a photo type, already small enough and not made smaller (unless `jpeg` asks for JPEG whatever the size), or when
 * the browser cannot decode it.
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const { maxEdge = MAX_EDGE, quality = JPEG_QUALITY } = options;
  if (!compressible.includes(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    const blob = await encode(bitmap, Math.round(bitmap.width * scale), Math.round(bitmap.height * scale), quality);
    const keepable = !options.jpeg || file.type === 'image/jpeg';
    if (!blob || (scale === 1 && blob.size >= file.size && keepable)) return file;
    const name = `${file.name.replace(/\.[^.]+$/, '')}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
