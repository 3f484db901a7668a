import { AJAX_HEADER, AJAX_HEADER_VALUE } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/database.ts';

/** The page whose heading the tests edit (the seeded FAQ), as a guest asks for it in English. */
export const EDITED_PAGE = '/en/faq/';

/**
 * What a node shows a guest of the data its caches hold (page data, the search index, rendered pages), read
 * over HTTP: through `app.inject` (injectFetch) or a real socket.
 */
export class GuestView {
  readonly #fetch: typeof fetch;
  readonly #base: string;

  constructor(fetchFn: typeof fetch, base: string) {
    this.#fetch = fetchFn;
    this.#base = base;
  }

  /** The edited page's heading in its page data (`/rest/page…`). */
  async pageHeading(): Promise<string> {
    const body = await this.#json(`/rest/page${EDITED_PAGE}`);
    return (body as { seo: { h1: string } }).seo.h1;
  }

  /** Titles of the games search finds for `query`, in English. */
  async searchTitles(query: string): Promise<string[]> {
    const body = await this.#json(`/rest/games/search/?lang=en&q=${encodeURIComponent(query)}`);
    return (body as { data: { items: { title: string }[] } }).data.items.map((game) => game.title);
  }

  /** The edited page rendered on the server, and whether it came from the rendered-page cache. */
  async renderedPage(): Promise<{ cache: string | null; html: string }> {
    const response = await this.#fetch(`${this.#base}${EDITED_PAGE}`);
    if (response.status !== 200) throw new Error(`${EDITED_PAGE} answered ${response.status}`);
    return { cache: response.headers.get('x-render-cache'), html: await response.text() };
  }

  async #json(path: string): Promise<unknown> {
    const response = await this.#fetch(`${this.#base}${path}`, {
      headers: { [AJAX_HEADER]: AJAX_HEADER_VALUE },
    });
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }
}

/** An operator's edit of the FAQ page's English heading, straight in the table. */
export async function editPageHeading(db: Db, h1: string): Promise<void> {
  await db.execute(
    sql`update content_pages set seo = jsonb_set(seo, '{en,h1}', to_jsonb(${h1}::text)) where path = '/faq/'`,
  );
}

/** An operator's rename of a game's English title, straight in the table. */
export async function renameGame(db: Db, slug: string, title: string): Promise<void> {
  await db.execute(
    sql`update games set titles = jsonb_set(titles, '{en}', to_jsonb(${title}::text)) where slug = ${slug}`,
  );
}
