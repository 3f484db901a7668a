import { AppError } from '../../platform/http/app-error.ts';

export const contentErrors = {
  pageNotFound: (path: string) => new AppError('page_not_found', `No page at ${path}`),
};
