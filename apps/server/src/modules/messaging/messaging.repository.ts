import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type OutboundMessageRow, outboundMessages } from './messaging.schema.ts';

/** The only code that reads or writes the outbound messages table. */
export class MessagingRepository {
  readonly #db: Db;
  readonly #brand: string;

  constructor(db: Db, brand: string) {
    this.#db = db;
    this.#brand = brand;
  }

  async record(row: Omit<typeof outboundMessages.$inferInsert, 'brand' | 'id'>): Promise<OutboundMessageRow> {
    const [created] = await this.#db
      .insert(outboundMessages)
      .values({ ...row, brand: this.#brand })
      .returning();
    if (!created) throw new Error('message insert returned nothing');
    return created;
  }

  async latest(limit: number): Promise<OutboundMessageRow[]> {
    return this.#db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.brand, this.#brand))
      .orderBy(desc(outboundMessages.id))
      .limit(limit);
  }
}
