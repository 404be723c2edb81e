import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { Testimonial } from '../data/home';

/** Auto-advance interval (spec: 5000 ms, only on screens wider than 768 px). */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_MEDIA = '(min-width: 769px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" className="flex gap-0.5 text-accent-600" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          className={cn('h-4 w-4', i < rating ? 'fill-current' : 'fill-slate-300')}
          aria-hidden="true"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Stars rating={t.rating} />
      <blockquote className="mt-3 flex-1 text-slate-800">“{t.content}”</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-slate-900">{t.name}</span>
        <span className="text-slate-600">
          {' '}
          · {t.location} · {t.legalMatter}
        </span>
        {t.verified && (
          <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">Verified client</span>
        )}
      </figcaption>
    </figure>
  );
}

/** Above 768 px: one slide at a time, 5 s auto-advance, dots, pause on hover and focus, a pause button. */
export function TestimonialCarousel({ items }: { items: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [canAutoplay, setCanAutoplay] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // Auto-advance only where the carousel is shown and motion is welcome; decided after mount so
  // the server's HTML and the first client render agree.
  useEffect(() => {
    const wide = window.matchMedia(CAROUSEL_MEDIA);
    const reduced = window.matchMedia(REDUCED_MOTION);
    const update = () => setCanAutoplay(wide.matches && !reduced.matches);
    update();
    wide.addEventListener('change', update);
    reduced.addEventListener('change', update);
    return () => {
      wide.removeEventListener('change', update);
      reduced.removeEventListener('change', update);
    };
  }, []);

  const rotating = canAutoplay && !hovered && !focused && !paused;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, items.length]);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      data-testid="testimonial-carousel"
      className="hidden min-[769px]:block"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!regionRef.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={`${id}-slides`} aria-live={rotating ? 'off' : 'polite'} className="mx-auto max-w-3xl">
        {items.map((t, i) => (
          <div
            key={t.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            hidden={i !== index}
          >
            <TestimonialCard t={t} />
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          aria-controls={`${id}-slides`}
        >
          {paused ? 'Play testimonials' : 'Pause testimonials'}
        </button>
        <div className="flex gap-1">
          {items.map((t, i) => (
            <button
              key={t.id}
              type="button"
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => setIndex(i)}
              className="flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span className={cn('block h-2.5 w-2.5 rounded-full', i === index ? 'bg-brand-700' : 'bg-slate-400')} />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Up to 768 px: all six, stacked. */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-4 min-[769px]:hidden" data-testid="testimonial-list" aria-label="Client testimonials">
      {items.map((t) => (
        <li key={t.id}>
          <TestimonialCard t={t} />
        </li>
      ))}
    </ul>
  );
}
