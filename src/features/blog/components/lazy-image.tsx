import { useEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui';

/** Spec: images start loading 50 px before they scroll into view, at 10% visibility. */
const LAZY_ROOT_MARGIN = '50px';
const LAZY_THRESHOLD = 0.1;

/**
 * A 400x225 (16:9) image that loads when it nears the viewport and says 'Failed to load image'
 * if it cannot load. The box keeps its size, so nothing jumps while images arrive.
 */
export function LazyImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(eager);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (visible) return;
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={boxRef} className={cn('relative aspect-[400/225] w-full overflow-hidden bg-slate-100', className)}>
      {failed ? (
        <p className="flex h-full items-center justify-center px-4 text-center text-sm text-slate-700">Failed to load image</p>
      ) : (
        visible && (
          <img
            src={src}
            alt={alt}
            width={400}
            height={225}
            className="h-full w-full object-cover"
            onError={() => setFailed(true)}
          />
        )
      )}
    </div>
  );
}
