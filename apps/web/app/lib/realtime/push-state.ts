import { createStore, useStore } from '../external-store';

/** Spec section 4: the real-time connection's states, the push client's own. */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
/** Spec section 4: each channel subscription's states. */
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed';

export interface PushState {
  connection: ConnectionState;
  subscriptions: Readonly<Record<string, SubscriptionState>>;
}

export const INITIAL_PUSH_STATE: PushState = { connection: 'disconnected', subscriptions: {} };

/** The connection and its subscriptions as the push client reports them, for whatever shows them. */
export const pushState = createStore<PushState>(INITIAL_PUSH_STATE);

export function setConnectionState(connection: ConnectionState): void {
  pushState.set((current) => (current.connection === connection ? current : { ...current, connection }));
}

export function setSubscriptionState(channel: string, state: SubscriptionState): void {
  pushState.set((current) =>
    current.subscriptions[channel] === state
      ? current
      : { ...current, subscriptions: { ...current.subscriptions, [channel]: state } },
  );
}

/** A channel the page stopped listening to on purpose: it no longer counts towards the status. */
export function forgetSubscriptionState(channel: string): void {
  pushState.set((current) => {
    if (!(channel in current.subscriptions)) return current;
    const { [channel]: _forgotten, ...subscriptions } = current.subscriptions;
    return { ...current, subscriptions };
  });
}

/** The client stopped (the viewer changed, the page left the site's chrome): nothing is live any more. */
export function resetPushState(): void {
  pushState.set(INITIAL_PUSH_STATE);
}

/**
 * What the status indicator says. Live updates arrive only when the connection is up and every channel is
 * subscribed: a channel still subscribing counts as connecting, a channel that gave up as disconnected.
 */
export function liveStatus(state: PushState): ConnectionState {
  if (state.connection !== 'connected') return state.connection;
  const channels = Object.values(state.subscriptions);
  if (channels.includes('unsubscribed')) return 'disconnected';
  if (channels.includes('subscribing')) return 'connecting';
  return 'connected';
}

/** The server renders no connection: it is made in the browser after the page is interactive. */
export function useLiveStatus(): ConnectionState {
  return liveStatus(useStore(pushState, INITIAL_PUSH_STATE));
}
