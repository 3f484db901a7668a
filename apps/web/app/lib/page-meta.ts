import type { Seo } from '@casino/contracts';
import type { MetaDescriptor } from 'react-router';

/** Title, description, canonical and hreflang alternates of a page, from its SEO data. */
export function pageMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.seoTitle },
    { name: 'description', content: seo.seoDescription },
    ...(seo.seoKeywords ? [{ name: 'keywords', content: seo.seoKeywords }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonicalPath },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.lang,
      href: alternate.path,
    })),
    { property: 'og:title', content: seo.seoTitle },
    { property: 'og:description', content: seo.seoDescription },
  ];
}
