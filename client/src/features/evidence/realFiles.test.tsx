import { evidenceKindBySlug, type EvidenceKind } from '@assessor/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GalleryItem } from './parts/GalleryItem.tsx';
import { jpegOnlyRefusal, photoToSend } from './photoToSend.ts';

const kind = (slug: string) => evidenceKindBySlug(slug) as EvidenceKind;
const webp = () => new File([new Uint8Array(10)], 'shot.webp', { type: 'image/webp' });

// backend-facts §1a row 18: the real theory/practical/viva/exam-centre upload refuses webp with an HTML 500.
describe('photos sent to the JPEG-only kinds', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 100, height: 80, close: () => undefined })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => undefined,
      drawImage: () => undefined,
    } as unknown as CanvasRenderingContext2D);
    // A re-encoded JPEG larger than the small webp: the "keep the original" case.
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob([new Uint8Array(500)], { type: 'image/jpeg' })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['theory-photos', 'practical-photos-videos', 'viva-photos-videos', 'exam-center-photos'])(
    '%s: a webp goes as JPEG even when not smaller',
    async (slug) => {
      const sent = await photoToSend(kind(slug), webp());
      expect(sent.type).toBe('image/jpeg');
      expect(sent.name).toBe('shot.jpg');
    },
  );

  it('other kinds keep a webp that would not get smaller', async () => {
    expect((await photoToSend(kind('group-photos'), webp())).type).toBe('image/webp');
  });

  it('refuses a webp the browser could not re-encode, before any request, on those kinds only', () => {
    expect(jpegOnlyRefusal(kind('theory-photos'), webp())).toMatchObject({ key: 'wrongType' });
    expect(jpegOnlyRefusal(kind('group-photos'), webp())).toBeNull();
  });
});

// backend-facts §1a row 19: real video items have no fileName, no mimeType, and a key without extension.
describe('stored files without a name', () => {
  const item = { _id: 'v1', key: 'batch/b1/theoryVideo/1700000000000', fileName: '', url: '/uploads/v1' };

  it('shows an item of a video slot as a video, captioned by its key', () => {
    const { container } = render(
      <GalleryItem item={item} url="/x" slotKinds={['video']} onOpen={() => undefined} onDelete={() => undefined} />,
    );
    expect(container.querySelector('video')).not.toBeNull();
    expect(screen.getByText('1700000000000')).toBeInTheDocument();
  });

  it('leaves an item of a photo slot a document tile', () => {
    const { container } = render(
      <GalleryItem
        item={item}
        url="/x"
        slotKinds={['image', 'document']}
        onOpen={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(container.querySelector('video')).toBeNull();
  });
});
