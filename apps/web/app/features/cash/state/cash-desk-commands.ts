import { useState } from 'react';
import { createStore, useStore } from '../../../lib/external-store';

/**
 * What modals over the cash desk (the exit popup) ask of it: close for good, or take an amount. Each command has
 * its own number so the same command twice is seen twice.
 */
export type CashDeskCommand = { id: number } & ({ type: 'close' } | { type: 'setAmount'; amount: number });

const commands = createStore<CashDeskCommand | null>(null);
let nextId = 1;

export function sendCashDeskCommand(
  command: { type: 'close' } | { type: 'setAmount'; amount: number },
): void {
  commands.set({ ...command, id: nextId });
  nextId += 1;
}

/** The latest command sent since the component mounted (an older one was for an earlier cash desk). */
export function useCashDeskCommand(): CashDeskCommand | null {
  const command = useStore(commands, null);
  const [since] = useState(() => commands.get()?.id ?? 0);
  return command && command.id > since ? command : null;
}
