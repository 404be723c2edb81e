import DOMPurify from 'dompurify';
import { SITE_URL } from '@/domain/shared/site';
import { formatSastLongDate } from '@/domain/shared/format';

export function formatPostDate(millis: number | null | undefined): string {
  return typeof millis === 'number' ? formatSastLongDate(millis) : '';
}

/**
 * Post HTML is sanitised on save by the server and again here, so a document written some other
 * way can never run script in a reader's browser. Links to other sites open safely.
 */
export function sanitisePostHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
    FORBID_ATTR: ['style'],
  });
  return clean.replace(/<a (?![^>]*\brel=)([^>]*\btarget="_blank"[^>]*)>/g, '<a rel="noopener noreferrer" $1>');
}

/** Social images must be absolute URLs; seeded posts use site-relative paths. */
export function absoluteImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return `${SITE_URL}${url.startsWith('/') ? '' : '/'}${url}`;
}
