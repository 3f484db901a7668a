import { ALL_SLOTS_PAGE_SIZE, type PageData } from '@casino/contracts';
import { useCallback } from 'react';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { useLanguage } from '../../../lib/app-data';
import { fetchGameBrowser } from '../api/game-browser';
import { CatalogueHeader } from './catalogue-header';
import { LoadMoreGrid } from './load-more-grid';
import { useLoadMore } from './use-load-more';

/** `/games/all-slots/`: every slot, 18 at a time (spec section 9), the place kept when the player comes back. */
export function AllSlotsPage({ data }: { data: PageData<'all-slots'> }) {
  const { intro, page } = data.payload.data;
  const lang = useLanguage();
  const loadSlots = useCallback(
    (next: { limit: number; offset: number }) => fetchGameBrowser('slots', next, lang),
    [lang],
  );
  const list = useLoadMore(page, ALL_SLOTS_PAGE_SIZE, loadSlots);
  return (
    <PageContainer testId="all-slots-page">
      <CatalogueHeader title={data.seo.h1} text={intro} />
      <LoadMoreGrid list={list} pageSize={ALL_SLOTS_PAGE_SIZE} />
      <SeoText text={data.seo.seoText} />
    </PageContainer>
  );
}
