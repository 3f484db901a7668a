import RotateCw from 'lucide-react/icons/rotate-cw';
import { isRouteErrorResponse } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';
import { NotFoundPage } from './not-found-page';

/** What a failed page shows inside the site frame: the 404 page, or a retry for any other failure. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-24 text-center">
      <title>{t('serverError.title')}</title>
      <h1 className="text-2xl font-bold">{t('serverError.title')}</h1>
      <p className="text-muted">{t('serverError.text')}</p>
      <Button onClick={() => window.location.reload()}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('serverError.retry')}
      </Button>
    </section>
  );
}
