import { AppError, notFound } from '../../../platform/http/app-error.ts';

export const dropsErrors = {
  /** No campaign of that slug (of the kind asked, running or upcoming). */
  notFound: (slug: string) => notFound('drop_campaign_not_found', `No drop campaign ${slug}`),
  exists: (slug: string) => new AppError('drop_campaign_exists', `A drop campaign ${slug} exists already`),
};
