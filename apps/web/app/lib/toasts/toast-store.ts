import { createStore, useStore } from '../external-store';

/** Spec section 9: how long each kind of notice stays on screen. */
export const TOAST_DURATION_MS = {
  /** VIP exchange, push, deposit, prize-drop and money-box notices. */
  notice: 10_000,
  tournamentPrize: 15_000,
  /** Light cash or card payment success. */
  paymentSuccess: 180_000,
} as const;

/** Older toasts give way beyond this many, so a burst of notices never covers the page. */
export const MAX_VISIBLE_TOASTS = 4;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  durationMs?: number;
  /** Some notices (the money-box toast) show no close button and only time out. */
  closable?: boolean;
  /** A link the notice offers (a jackpot win's "verify the draw"). */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  href: string;
}

export interface Toast extends Required<Omit<ToastOptions, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastAction;
}

const toastStore = createStore<readonly Toast[]>([]);
let nextId = 1;

/** Shows a notice; returns its id for `dismissToast`. */
export function toast(options: ToastOptions): number {
  const id = nextId;
  nextId += 1;
  const item: Toast = {
    id,
    title: options.title,
    tone: options.tone ?? 'info',
    durationMs: options.durationMs ?? TOAST_DURATION_MS.notice,
    closable: options.closable ?? true,
    ...(options.description ? { description: options.description } : {}),
    ...(options.action ? { action: options.action } : {}),
  };
  toastStore.set((current) => [...current, item].slice(-MAX_VISIBLE_TOASTS));
  return id;
}

export function dismissToast(id: number): void {
  toastStore.set((current) =>
    current.some((item) => item.id === id) ? current.filter((item) => item.id !== id) : current,
  );
}

export function getToasts(): readonly Toast[] {
  return toastStore.get();
}

const NO_TOASTS: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useStore(toastStore, NO_TOASTS);
}
