import { type PageData, RUBRIC_PAGE_SIZE } from '@casino/contracts';
import Hash from 'lucide-react/icons/hash';
import { useCallback } from 'react';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { useTranslation } from '../../../lib/i18n';
import { fetchTagGames } from '../api/tag-games';
import { CatalogueHeader } from './catalogue-header';
import { LoadMoreGrid } from './load-more-grid';
import { useLoadMore } from './use-load-more';

/** `/tag/{slug}/`: a tag's games with "load more". */
export function TagPage({ data }: { data: PageData<'tag'> }) {
  const { t, lang } = useTranslation();
  const { tag, page } = data.payload.data;
  const fetchPage = useCallback(
    (next: { limit: number; offset: number }) => fetchTagGames(tag.slug, next, lang),
    [tag.slug, lang],
  );
  const list = useLoadMore(page, RUBRIC_PAGE_SIZE, fetchPage);
  return (
    <PageContainer testId="tag-page">
      <CatalogueHeader title={data.seo.h1}>
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-surface-1 px-3 py-1 text-sm font-semibold text-muted ring-1 ring-line">
          <Hash className="size-4" aria-hidden="true" />
          {t('games.tags.count', { count: tag.gamesCount })}
        </p>
      </CatalogueHeader>
      <LoadMoreGrid list={list} pageSize={RUBRIC_PAGE_SIZE} />
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
