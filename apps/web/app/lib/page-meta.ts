import type { AppInit, Seo } from '@casino/contracts';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from './meta-translator';

interface PageMetaArgs {
  loaderData: { seo: Seo } | undefined;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site's public origin from the root loader's start-up data, for absolute canonical and hreflang links. */
function publicUrl(matches: PageMetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { init?: AppInit } | undefined;
  return root?.init?.appMain.publicUrl ?? '';
}

/** Title, description, robots, canonical and hreflang alternates of a page, from its SEO data. */
export function pageMeta({ loaderData, matches }: PageMetaArgs): MetaDescriptor[] {
  const seo = loaderData?.seo;
  if (!seo) return [];
  const origin = publicUrl(matches);
  return [
    { title: seo.seoTitle },
    { name: 'description', content: seo.seoDescription },
    ...(seo.seoKeywords ? [{ name: 'keywords', content: seo.seoKeywords }] : []),
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: `${origin}${seo.canonicalPath}` },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.lang,
      href: `${origin}${alternate.path}`,
    })),
    { property: 'og:title', content: seo.seoTitle },
    { property: 'og:description', content: seo.seoDescription },
    { property: 'og:url', content: `${origin}${seo.canonicalPath}` },
  ];
}

/**
 * A private page (cash desk, profile): its title in the document's language and brand, never indexed. The route
 * names the title's namespace in its `handle`.
 */
export function privatePageMeta(matches: PageMetaArgs['matches'], titleKey: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { init?: AppInit } | undefined;
  const init = root?.init;
  if (!init) return [{ name: 'robots', content: 'noindex' }];
  const t = metaTranslator(init.i18nLang);
  return [
    { title: `${t(titleKey)} | ${init.appMain.project.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}
