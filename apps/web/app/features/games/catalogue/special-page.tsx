import { type PageData, RUBRIC_PAGE_SIZE } from '@casino/contracts';
import { useCallback } from 'react';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { useLanguage } from '../../../lib/app-data';
import { fetchRubricGames } from '../api/rubric-games';
import { CatalogueHeader } from './catalogue-header';
import { LoadMoreGrid } from './load-more-grid';
import { useLoadMore } from './use-load-more';

/** `/special/{slug}/`: an editorial collection (a rubric) with its text and games, 48 at a time. */
export function SpecialPage({ data }: { data: PageData<'special'> }) {
  const lang = useLanguage();
  const { rubric, text, page } = data.payload.data;
  const fetchPage = useCallback(
    (next: { limit: number; offset: number }) => fetchRubricGames(rubric.slug, next, lang),
    [rubric.slug, lang],
  );
  const list = useLoadMore(page, RUBRIC_PAGE_SIZE, fetchPage);
  return (
    <PageContainer testId="special-page">
      <CatalogueHeader title={data.seo.h1} text={text} />
      <LoadMoreGrid list={list} pageSize={RUBRIC_PAGE_SIZE} />
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
