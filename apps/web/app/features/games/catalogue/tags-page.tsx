import type { PageData } from '@casino/contracts';
import Hash from 'lucide-react/icons/hash';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { useAppData } from '../../../lib/app-data';
import { contentUrl } from '../../../lib/content-url';
import { useTranslation } from '../../../lib/i18n';
import { formatCount } from '../state/game-format';
import { CatalogueHeader } from './catalogue-header';

/** `/tags/`: every tag group with its tags, each leading to its page (URL builder of spec section 2). */
export function TagsPage({ data }: { data: PageData<'tags'> }) {
  const { t, lang } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const features = appMain.project.brand.features;
  const { intro, groups } = data.payload.data;
  return (
    <PageContainer testId="tags-page">
      <CatalogueHeader title={data.seo.h1} text={intro} />
      <div className="grid gap-5 md:grid-cols-2">
        {groups.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`tag-group-${group.id}`}
            className="grid content-start gap-4 rounded-3xl bg-surface-1 p-5 ring-1 ring-line lg:p-6"
            data-testid="tag-group"
          >
            <h2 id={`tag-group-${group.id}`} className="text-lg font-bold tracking-tight text-fg">
              {group.title}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {group.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={contentUrl('tags', tag.slug, i18nLang, features)}
                    data-testid="tag-link"
                    className="inline-flex h-10 items-center gap-2 rounded-full bg-surface-2 px-4 text-sm font-semibold text-fg ring-1 ring-line transition hover:bg-accent hover:text-accent-fg hover:ring-accent"
                  >
                    <Hash className="size-4 opacity-60" aria-hidden="true" />
                    {tag.title}
                    <span className="rounded-full bg-surface-0/60 px-2 py-0.5 text-xs text-muted tabular-nums">
                      {formatCount(tag.gamesCount, lang)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {groups.length === 0 ? <p className="text-muted">{t('games.tags.none')}</p> : null}
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
