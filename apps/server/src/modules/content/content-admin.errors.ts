import { AppError } from '../../platform/http/app-error.ts';

/** Refusals of an operator's content change, as field errors the console shows beside the field. */
export const contentAdminErrors = {
  pageNotFound: () => new AppError('not_found', 'No such content page'),
  bannerNotFound: () => new AppError('not_found', 'No such banner'),
  faqNotFound: () => new AppError('not_found', 'No such FAQ entry'),
  payloadNotEditable: () =>
    new AppError('validation_failed', "This page's payload is not edited here", {
      fields: { payload: 'only text-block pages take a payload here' },
    }),
  notAllBrandsPage: () =>
    new AppError('validation_failed', 'Only an all-brands page is copied', {
      fields: { brand: 'this page is already one brand’s own' },
    }),
  copyExists: () =>
    new AppError('validation_failed', 'The brand has its own copy of this page', {
      fields: { brand: 'this brand has its own copy already' },
    }),
  unknownFaqGroup: (groups: string[]) =>
    new AppError('validation_failed', 'No such group on the faq page', {
      fields: { groupKey: `one of the faq page's groups: ${groups.join(', ') || 'none'}` },
    }),
};
