import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorMessage } from '../api/error-messages';
import { NotFoundPage } from './not-found-page';

/** What a screen that failed to render shows, instead of a blank page. */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <div
      role="alert"
      className="mx-auto mt-16 max-w-md rounded-lg border border-rose-200 bg-white p-6 shadow-sm"
    >
      <h1 className="text-lg font-semibold text-rose-800">Something went wrong</h1>
      <p className="mt-2 text-sm break-words text-slate-600">{message}</p>
      <div className="mt-4 flex gap-3 text-sm">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-indigo-600 px-3 py-1.5 font-medium text-white hover:bg-indigo-700"
        >
          Reload
        </button>
        <Link to="/" className="px-1 py-1.5 font-medium text-indigo-700 hover:underline">
          Go to the start page
        </Link>
      </div>
    </div>
  );
}
