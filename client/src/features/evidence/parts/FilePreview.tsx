import { previewOf } from '../fileRules.ts';

/** A small preview of a picked or stored file: the image itself, a muted video frame, or the file type. */
export function FilePreview({ src, name, mime }: { src: string; name: string; mime?: string }) {
  const kind = previewOf(mime, name);
  if (kind === 'image') return <img src={src} alt="" className="evidence-thumb" loading="lazy" />;
  if (kind === 'video')
    return <video src={src} className="evidence-thumb" muted preload="metadata" aria-hidden="true" />;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toUpperCase() ?? 'FILE';
  return (
    <span className="evidence-thumb evidence-doc" aria-hidden="true">
      {extension}
    </span>
  );
}
