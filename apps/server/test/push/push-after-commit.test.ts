import { PUBLIC_CHANNELS, type PushMessage } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceSiteVersion } from '../../src/modules/web/site-version.ts';
import { outboxEvents, outboxPositions } from '../../src/platform/events/events.schema.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

describe('push publications', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
  });
  afterAll(() => testApp?.close());

  it('leave only once the push position has committed past their event', async () => {
    const { app, database } = testApp;
    const seen: { channel: string; message: PushMessage; position: number | undefined }[] = [];
    const publish = app.push.publisher.publish.bind(app.push.publisher);
    app.push.publisher.publish = async (channel, message) => {
      // Read on the database, outside the relay's transaction: a publication from inside it would see the old
      // position on PostgreSQL, and wait for the transaction forever on PGlite.
      const [position] = await database.db
        .select({ eventId: outboxPositions.eventId })
        .from(outboxPositions)
        .where(eq(outboxPositions.subscriber, 'push'));
      seen.push({ channel, message, position: position?.eventId });
      await publish(channel, message);
    };
    await announceSiteVersion(database.db, 'v-after-commit');
    const [event] = await database.db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'SiteVersionReleased'));
    const deadline = Date.now() + 5000;
    while (seen.length === 0 && Date.now() < deadline) await app.outbox.runOnce();
    expect(seen).toEqual([
      {
        channel: PUBLIC_CHANNELS.app,
        message: expect.objectContaining({ type: 'app', data: { version: 'v-after-commit' } }),
        position: event?.id,
      },
    ]);
  });
});
