import { BRAND_NAME } from '@/domain/shared/brand';
import { SITE_URL, SOCIAL_IMAGE } from '@/domain/shared/site';
import { truncateDescription } from '@/domain/shared/text';

interface PageMetaProps {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/faq'. */
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  image?: string;
  /** One or more schema.org objects, rendered as JSON-LD. */
  jsonLd?: object | object[];
}

/**
 * Title, description, canonical, Open Graph and Twitter tags for one page. React 19 hoists
 * <title>, <meta> and <link> into <head>, in the browser and in the prerendered HTML alike.
 */
export function PageMeta({ title, description, path, noindex, type = 'website', image, jsonLd }: PageMetaProps) {
  const text = truncateDescription(description);
  const url = `${SITE_URL}${path === '/' ? '' : path}` || SITE_URL;
  const imageUrl = image ?? `${SITE_URL}${SOCIAL_IMAGE.path}`;
  const blocks = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:locale" content="en_ZA" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {blocks.map((block, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
