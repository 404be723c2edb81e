import { cleanup, render } from '@testing-library/react';
import { PageMeta } from './page-meta';

const metaContent = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? document.querySelector(selector)?.getAttribute('content');

describe('PageMeta', () => {
  // React owns the hoisted head tags and removes them on unmount.
  afterEach(cleanup);

  it('cuts a description over 160 characters to 157 plus an ellipsis', () => {
    const long = 'a'.repeat(200);
    render(<PageMeta title="T" description={long} path="/x" />);
    const description = metaContent('meta[name="description"]')!;
    expect(description).toHaveLength(160);
    expect(description.endsWith('...')).toBe(true);
    expect(description.slice(0, 157)).toBe('a'.repeat(157));
  });

  it('keeps a description of exactly 160 characters whole', () => {
    render(<PageMeta title="T" description={'b'.repeat(160)} path="/x" />);
    expect(metaContent('meta[name="description"]')).toBe('b'.repeat(160));
  });

  it('sets canonical, Open Graph with a 1200x630 image, en_ZA and Twitter tags', () => {
    render(<PageMeta title="About | RegMatch" description="About us" path="/about" />);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://regmatch.co.za/about');
    expect(metaContent('meta[property="og:locale"]')).toBe('en_ZA');
    expect(metaContent('meta[property="og:image:width"]')).toBe('1200');
    expect(metaContent('meta[property="og:image:height"]')).toBe('630');
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.title).toBe('About | RegMatch');
  });

  it('marks private pages noindex', () => {
    render(<PageMeta title="T" description="d" path="/firm-dashboard" noindex />);
    expect(metaContent('meta[name="robots"]')).toContain('noindex');
  });

  it('escapes JSON-LD so content cannot close the script tag', () => {
    render(<PageMeta title="T" description="d" path="/x" jsonLd={{ name: '</script><script>alert(1)</script>' }} />);
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
