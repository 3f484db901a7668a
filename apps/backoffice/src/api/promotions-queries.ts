import { OPERATOR_BONUS_TEMPLATE_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** Every bonus template, highest priority first; a change invalidates every `['promotions']` query. */
export const bonusTemplatesQuery = queryOptions({
  queryKey: ['promotions', 'bonus-templates'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_BONUS_TEMPLATE_ENDPOINTS.list, { signal }),
});

export const bonusTemplateQuery = (id: number) =>
  queryOptions({
    queryKey: ['promotions', 'bonus-templates', id],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_BONUS_TEMPLATE_ENDPOINTS.get, { params: { id }, signal }),
  });

export const promoCodesQuery = queryOptions({
  queryKey: ['promotions', 'promo-codes'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_BONUS_TEMPLATE_ENDPOINTS.promoCodes, { signal }),
});
