import { domainEvent } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/**
 * Appends `SiteVersionReleased` when this node's web build is not the version announced last, so the relay tells
 * every open page (the `app` message) once per deploy, whichever node starts first. A node of the previous build
 * restarting in the middle of a rolling deploy announces its version again, as does a node starting after the
 * last announcement was pruned from the outbox; pages compare the version with their own before offering to
 * reload.
 */
export async function announceSiteVersion(db: Db, version: string): Promise<void> {
  const event = domainEvent('SiteVersionReleased', null, { version });
  await db.execute(sql`
    insert into outbox_events (type, version, player_id, payload)
    select ${event.type}, ${event.version}, null, ${JSON.stringify(event.payload)}::jsonb
    where (
      select payload->>'version' from outbox_events
      where type = ${event.type}
      order by id desc
      limit 1
    ) is distinct from ${version}::text`);
}
