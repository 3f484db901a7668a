import { type ContentBrand, OPERATOR_CONTENT_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The content screens' reads; a change invalidates every `['content']` query. */
export const CONTENT_KEY = ['content'] as const;

export const contentPagesQuery = (brand: ContentBrand) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'pages', brand],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.pages, { query: { brand }, signal }),
  });

export const contentPageQuery = (id: number) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'page', id],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.page, { params: { id }, signal }),
  });

export const bannersQuery = (brand: ContentBrand) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'banners', brand],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.banners, { query: { brand }, signal }),
  });

export const faqQuery = (brand: ContentBrand) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'faq', brand],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_CONTENT_ENDPOINTS.faq, { query: { brand }, signal }),
  });
