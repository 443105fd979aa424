/**
 * The item's pictures (spec §2): a main image with zoom and thumbnails.
 * Zoom shows the picture fitted into the 1200×1800 box of spec §9 under the
 * pointer (hover with a mouse, tap and drag on touch). No library.
 */
import { useState } from 'react';
import { ITEM_IMAGE } from '@souq/domain';
import { useT } from '../../i18n/t.ts';
import { Picture } from '../catalog/picture.tsx';

interface Zoom {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The zoomed size of a picture: its aspect ratio fitted into the zoom box. */
function zoomedSize(naturalWidth: number, naturalHeight: number): { width: number; height: number } {
  if (!naturalWidth || !naturalHeight) return { width: ITEM_IMAGE.zoomWidthPx, height: ITEM_IMAGE.zoomWidthPx };
  const scale = Math.min(ITEM_IMAGE.zoomWidthPx / naturalWidth, ITEM_IMAGE.zoomHeightPx / naturalHeight);
  return { width: Math.round(naturalWidth * scale), height: Math.round(naturalHeight * scale) };
}

export function Gallery({ images, name, children }: { images: string[]; name: string; children?: React.ReactNode }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const src = images[index] ?? null;

  const zoomAt = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const img = event.currentTarget.querySelector('img');
    const size = zoomedSize(img?.naturalWidth ?? 0, img?.naturalHeight ?? 0);
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    setZoom({ x, y, ...size });
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        className={`relative overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800 ${zoom ? 'touch-none cursor-zoom-out' : 'cursor-zoom-in'}`}
        style={{ ['--item-image-h' as string]: `${ITEM_IMAGE.heightPx}px` }}
        onPointerMove={(event) => src && (event.pointerType === 'mouse' || zoom) && zoomAt(event)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setZoom(null)}
        // Touch has no hover: a tap zooms in at that point (dragging then pans), another tap zooms out.
        onPointerDown={(event) => src && event.pointerType !== 'mouse' && (zoom ? setZoom(null) : zoomAt(event))}
      >
        <Picture
          src={src}
          alt={images.length > 1 ? t('item.pictureOf', { name, n: index + 1, total: images.length }) : name}
          eager
          className="h-[var(--item-image-h)] w-full object-contain sm:aspect-square sm:h-auto"
        />
        {zoom && src && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-white bg-no-repeat dark:bg-slate-900"
            style={{
              backgroundImage: `url("${src}")`,
              backgroundSize: `${zoom.width}px ${zoom.height}px`,
              backgroundPosition: `${zoom.x}% ${zoom.y}%`,
            }}
          />
        )}
        <div className="pointer-events-none absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          {children}
        </div>
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]" aria-label={t('item.pictures')}>
          {images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  setIndex(i);
                  setZoom(null);
                }}
                aria-label={t('item.showPicture', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className="block overflow-hidden rounded-xl ring-2 ring-transparent transition hover:ring-slate-300 aria-[current=true]:ring-brand-600 dark:hover:ring-slate-600"
              >
                <Picture src={image} alt="" width={64} height={64} className="size-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
