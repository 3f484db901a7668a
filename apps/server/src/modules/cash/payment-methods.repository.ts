import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type CashMethodLimitRow, type CashMethodRow, cashMethodLimits, cashMethods } from './cash.schema.ts';

export interface MethodWithLimits extends CashMethodRow {
  limits: CashMethodLimitRow[];
}

/** The only SQL on the payment methods and their limits. */
export class PaymentMethodsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Every method, enabled or not, in display order, with all its limits: a handful of rows. */
  async all(): Promise<MethodWithLimits[]> {
    const [methods, limits] = await Promise.all([
      this.#db.select().from(cashMethods).orderBy(asc(cashMethods.position), asc(cashMethods.id)),
      this.#db.select().from(cashMethodLimits),
    ]);
    return methods.map((method) => ({
      ...method,
      limits: limits.filter((limit) => limit.methodId === method.id),
    }));
  }
}
