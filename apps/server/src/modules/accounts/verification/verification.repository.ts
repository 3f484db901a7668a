import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  type VerificationCodeRow,
  type VerificationPurpose,
  verificationCodes,
} from './verification.schema.ts';

type Executor = Pick<Db, 'select' | 'update' | 'insert'>;

/** The only code that reads or writes verification codes. */
export class VerificationRepository {
  readonly #db: Db;
  readonly #brand: string;

  constructor(db: Db, brand: string) {
    this.#db = db;
    this.#brand = brand;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) => work(tx as unknown as Executor));
  }

  async latestIssued(
    contact: string,
    purpose: VerificationPurpose,
  ): Promise<VerificationCodeRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.brand, this.#brand),
          eq(verificationCodes.contact, contact),
          eq(verificationCodes.purpose, purpose),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  }

  /** Retires every open code of the contact and purpose, then stores the new one: only the newest code works. */
  async replace(tx: Executor, row: Omit<typeof verificationCodes.$inferInsert, 'brand'>): Promise<void> {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: row.createdAt })
      .where(
        and(
          eq(verificationCodes.brand, this.#brand),
          eq(verificationCodes.contact, row.contact),
          eq(verificationCodes.purpose, row.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({ ...row, brand: this.#brand });
  }

  /** The newest open code of a contact and purpose, locked for the check. */
  async lockOpen(tx: Executor, contact: string, purpose: VerificationPurpose, at: Date) {
    return this.#lockOpenWhere(tx, purpose, at, eq(verificationCodes.contact, contact));
  }

  /** The open token with this hash, locked for the check. */
  async lockOpenBySecret(tx: Executor, secretHash: string, purpose: VerificationPurpose, at: Date) {
    return this.#lockOpenWhere(tx, purpose, at, eq(verificationCodes.secretHash, secretHash));
  }

  async #lockOpenWhere(tx: Executor, purpose: VerificationPurpose, at: Date, match: SQL) {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.brand, this.#brand),
          eq(verificationCodes.purpose, purpose),
          match,
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, at),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    return row;
  }

  async countAttempt(tx: Executor, id: string, attempts: number): Promise<void> {
    await tx.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, id));
  }

  async consume(tx: Executor, id: string, at: Date): Promise<void> {
    await tx.update(verificationCodes).set({ consumedAt: at }).where(eq(verificationCodes.id, id));
  }
}
