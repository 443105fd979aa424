/**
 * An <img> that turns into a neutral placeholder when the picture fails to
 * load (spec §4: item images fall back to a placeholder), including failures
 * that happen before React hydrates and can attach onError.
 */
import { useEffect, useRef, useState } from 'react';

interface PictureProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Above the fold: load at once and let the browser prioritise it. */
  eager?: boolean;
}

export function Picture({ src, alt, className = '', width, height, eager }: PictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(!src);

  useEffect(() => {
    setFailed(!src);
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src) setFailed(true);
  }, [src]);

  if (failed) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`${className} flex items-center justify-center bg-slate-100 text-slate-300 dark:bg-slate-800 dark:text-slate-600`}
        data-placeholder=""
      >
        <svg
          viewBox="0 0 24 24"
          className="size-1/3 max-h-12 max-w-12"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          aria-hidden="true"
        >
          <path
            d="M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15.5 9.5h.01"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src!}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
