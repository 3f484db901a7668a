import { isRouteErrorResponse } from 'react-router';

/**
 * The last-resort page when even the layout failed to render: no translations or brand data are available,
 * so it speaks Ukrainian and English and offers the way home.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-7xl font-black text-accent">{status}</p>
      <h1 className="text-xl font-semibold">
        {status === 404
          ? 'Сторінку не знайдено · Page not found'
          : 'Щось пішло не так · Something went wrong'}
      </h1>
      <a className="rounded-xl bg-accent px-5 py-3 font-semibold text-accent-fg" href="/">
        На головну · Home
      </a>
    </main>
  );
}
