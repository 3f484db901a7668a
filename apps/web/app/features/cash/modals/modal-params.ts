import { CURRENCIES, type Currency, type Money } from '@casino/contracts';
import { useEffect } from 'react';
import type { ModalParams } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';

/** An amount handed to a modal as strings (`amount` in minor units, `currency`), or null when it is not one. */
export function moneyFromParams(params: ModalParams): Money | null {
  const amount = Number(params.amount);
  const currency = CURRENCIES.find((code) => code === params.currency);
  if (!currency || !Number.isSafeInteger(amount) || amount <= 0) return null;
  return { amount, currency: currency satisfies Currency };
}

/** A modal opened without what it needs (a bare `openModal` deep link) closes at once instead of showing blanks. */
export function useCloseWhenMissing(missing: boolean): void {
  useEffect(() => {
    if (missing) closeModal();
  }, [missing]);
}
