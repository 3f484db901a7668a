import type { Db } from '../../platform/db/database.ts';
import type { Task, TaskDefinition } from '../../platform/jobs/jobs.ts';
import { systemActor, writeAuditRecord } from '../audit/index.ts';
import type { PaymentRow } from './cash.schema.ts';
import { cashEvents } from './cash-events.ts';
import { appendOutboxEvents } from './cash-outbox.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** The job that returns a refused deposit to its card at the provider, retried until the provider did it. */
export const REFUND_EXCLUDED_DEPOSIT = 'cash-refund-excluded-deposit';

interface RefundJob {
  paymentId: string;
  provider: string;
  providerPaymentId: string;
}

/**
 * Deposits paid after their player excluded themselves (started before, paid on the provider's page after): never
 * credited. The payment fails as `self_excluded`, the audit trail records the refusal, and a job asks the provider
 * to return the money to the card (decision 017); the ledger is not touched, since nothing reached the player.
 */
export class ExcludedDepositRefunds {
  readonly #providers: PaymentProviders;
  #task: Task<RefundJob> | undefined;

  readonly #payments: PaymentsRepository;

  constructor(deps: { providers: PaymentProviders; payments: PaymentsRepository }) {
    this.#providers = deps.providers;
    this.#payments = deps.payments;
  }

  /** The refund job's definition; the queue it is registered on hands back the task refusals send to. */
  definition(): TaskDefinition<RefundJob> {
    return { name: REFUND_EXCLUDED_DEPOSIT, run: (job) => this.#refund(job) };
  }

  useTask(task: Task<RefundJob>): void {
    this.#task = task;
  }

  /** In the notification's transaction: the payment refused, recorded and its refund queued, all or nothing. */
  async refuse(
    tx: Db,
    payment: PaymentRow,
    providerPaymentId: string,
    now: Date,
    till: string | null,
  ): Promise<void> {
    if (!this.#task) throw new Error('the refund job is not registered');
    await this.#payments.complete(tx, payment.id, { status: 'failed', failureReason: 'self_excluded' }, now);
    await appendOutboxEvents(tx, [
      cashEvents.paymentStatusChanged(payment, 'failed', 'self_excluded'),
      cashEvents.depositFailed(payment, 'self_excluded'),
    ]);
    await writeAuditRecord(tx, now, systemActor('cash-desk'), {
      playerId: payment.playerId,
      action: 'deposit.refunded',
      before: { paymentId: payment.id, status: payment.status },
      after: {
        paymentId: payment.id,
        status: 'failed',
        failureReason: 'self_excluded',
        amount: payment.amount,
        currency: payment.currency,
      },
      reason: `paid while self-excluded${till ? ` until ${till}` : ''}: returned to the card`,
    });
    const job = { paymentId: payment.id, provider: payment.provider, providerPaymentId };
    await this.#task.send(job, { tx, singletonKey: payment.id });
  }

  async #refund({ paymentId, provider, providerPaymentId }: RefundJob): Promise<void> {
    const configured = this.#providers.get(provider);
    if (!configured) throw new Error(`payment ${paymentId}: provider ${provider} is not configured`);
    await configured.provider.refund(providerPaymentId);
  }
}
