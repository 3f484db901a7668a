import { PassThrough } from 'node:stream';
import { LANGUAGES, type Language, splitLanguagePrefix } from '@casino/contracts';
import { MESSAGES, MessageCatalogue, type Namespace } from '@casino/i18n';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { I18nProvider } from './lib/i18n';
import { provideMetaCatalogues } from './lib/meta-translator';
import { platformContext } from './lib/platform-context';

/** Each language's whole catalogue: the server renders every namespace and records which ones a page read. */
const CATALOGUES = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, MessageCatalogue.complete(lang, MESSAGES[lang])]),
) as Record<Language, MessageCatalogue>;
provideMetaCatalogues((lang) => CATALOGUES[lang]);

/** Exported so the server can hand loaders its services under the same context key. */
export { platformContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(platformContext);
  const { lang } = splitLanguagePrefix(new URL(request.url).pathname);
  // What this page reads besides its routes' titles; the core messages every page has.
  const used = new Set<Namespace>(['core']);
  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider catalogue={CATALOGUES[lang]} used={used}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nProvider>,
      {
        nonce,
        // Suspense boundaries that rendered with the shell are written in place: left to its default, React writes
        // a large one after the shell, hidden, and moves it into place with a script, which delays its first paint.
        // The page's boundaries split hydration (HydrationIsland), not the stream.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
