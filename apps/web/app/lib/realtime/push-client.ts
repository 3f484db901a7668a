import { PUBLIC_CHANNELS, PUSH_CLIENT_SETTINGS, personalChannel } from '@casino/contracts';
import {
  Centrifuge,
  disconnectedCodes,
  type Subscription,
  UnauthorizedError,
  unsubscribedCodes,
} from 'centrifuge';
import { onWantedPublicChannels, wantedPublicChannels } from './public-channels';
import { dispatchPushMessage, notifyResync } from './push-handlers';
import {
  forgetSubscriptionState,
  resetPushState,
  setConnectionState,
  setSubscriptionState,
} from './push-state';
import { fetchConnectionToken, fetchSubscriptionToken } from './push-tokens';
import { readPushMessage } from './read-push-message';
import { createSeenMessageIds } from './seen-message-ids';
import { tokenUser } from './token-user';

/** The close code of a token the push server refuses (forged, or another user's): terminal (decision 010). */
const INVALID_TOKEN_CLOSE_CODE = 3500;

export interface PushClientOptions {
  /** The push endpoint from player main data (`websocket`). */
  endpoint: string;
  /** The viewer's connection token from player main data; without one the client asks for it. */
  token: string | undefined;
  /**
   * The server no longer accepts the viewer's token (spec section 8: an unauthorized token disconnects). The
   * client has stopped; `reconnect` starts it again with a fresh token, for a viewer still logged in.
   */
  onUnauthorized(reconnect: () => void): void;
}

export interface PushClient {
  stop(): void;
}

const { minResubscribeDelay, maxResubscribeDelay, ...connectionSettings } = PUSH_CLIENT_SETTINGS;

interface Receiver {
  receive(data: unknown): void;
  /** Messages still waiting for their schema are dropped: they were for the viewer the client served. */
  stop(): void;
}

/**
 * Checks, drops repeats, and hands each publication to the handlers of its type, in the order they arrived: a
 * message whose schema is still loading holds back the ones after it.
 */
function createReceiver(): Receiver {
  const seen = createSeenMessageIds();
  let previous = Promise.resolve();
  let stopped = false;
  const handOn = async (data: unknown) => {
    const reading = await readPushMessage(data);
    if (stopped || reading.kind === 'welcome') return;
    if (reading.kind === 'invalid') {
      console.warn(`Push message dropped: ${reading.reason}`);
      return;
    }
    if (seen.firstTime(reading.message.id)) dispatchPushMessage(reading.message);
  };
  return {
    receive(data) {
      previous = previous
        .then(() => handOn(data))
        .catch((error: unknown) => console.warn('Push message dropped: its schema did not load', error));
    },
    stop() {
      stopped = true;
    },
  };
}

/** A token's user is a player id, or '' for a guest. */
function playerIdOf(user: string): number | null {
  return /^[1-9][0-9]{0,15}$/.test(user) ? Number(user) : null;
}

/**
 * The official `centrifuge` SDK with the spec's settings (section 9; its refresh retries, 5-10 s for the
 * connection and 10-20 s for subscriptions, are the SDK's own). Every visitor listens to the site-wide channel;
 * the first token names the viewer, and a player also listens to their personal channel. States go to the push
 * state store, checked messages to the handler registry, and a (re)subscribed personal channel asks for a resync.
 */
export function startPushClient({ endpoint, token, onUnauthorized }: PushClientOptions): PushClient {
  const receiver = createReceiver();
  const subscriptions: Subscription[] = [];
  let viewer: string | null = null;

  const client = new Centrifuge(endpoint, {
    ...connectionSettings,
    getToken: () => fetchConnectionToken().then(adopt),
  });
  const reconnect = () => {
    client.setToken('');
    client.connect();
  };

  function subscribe(channel: string, personal: boolean): Subscription {
    const subscription = client.newSubscription(channel, {
      minResubscribeDelay,
      maxResubscribeDelay,
      ...(personal ? { getToken: () => fetchSubscriptionToken(channel) } : {}),
    });
    subscription.on('state', ({ newState }) => setSubscriptionState(channel, newState));
    subscription.on('publication', ({ data }) => receiver.receive(data));
    subscription.on('unsubscribed', ({ code }) => {
      if (code === unsubscribedCodes.unauthorized) onUnauthorized(() => subscription.subscribe());
    });
    if (personal) subscription.on('subscribed', notifyResync);
    subscription.subscribe();
    subscriptions.push(subscription);
    return subscription;
  }

  const onDemand = new Map<string, Subscription>();
  /** Subscribes the wanted public channels it has not, and leaves those no longer wanted. */
  function followWantedChannels(): void {
    const wanted = new Set<string>(wantedPublicChannels());
    wanted.delete(PUBLIC_CHANNELS.app);
    for (const channel of wanted) {
      if (!onDemand.has(channel)) onDemand.set(channel, subscribe(channel, false));
    }
    for (const [channel, subscription] of onDemand) {
      if (wanted.has(channel)) continue;
      onDemand.delete(channel);
      subscriptions.splice(subscriptions.indexOf(subscription), 1);
      subscription.removeAllListeners();
      subscription.unsubscribe();
      client.removeSubscription(subscription);
      forgetSubscriptionState(channel);
    }
  }

  /** The first token decides whose connection this is; a later one for someone else ends it. */
  function adopt(fresh: string): string {
    const user = tokenUser(fresh) ?? '';
    if (viewer === null) {
      viewer = user;
      const playerId = playerIdOf(user);
      if (playerId !== null) subscribe(personalChannel(playerId), true);
    } else if (user !== viewer) {
      // The session changed under the page (a logout in another tab).
      throw new UnauthorizedError('the viewer changed');
    }
    return fresh;
  }

  client.on('state', ({ newState }) => setConnectionState(newState));
  client.on('message', ({ data }) => receiver.receive(data));
  client.on('disconnected', ({ code }) => {
    const refused = code === disconnectedCodes.unauthorized || code === INVALID_TOKEN_CLOSE_CODE;
    if (refused) onUnauthorized(reconnect);
  });
  subscribe(PUBLIC_CHANNELS.app, false);
  followWantedChannels();
  const stopFollowing = onWantedPublicChannels(followWantedChannels);
  if (token) client.setToken(adopt(token));
  client.connect();

  return {
    stop() {
      receiver.stop();
      stopFollowing();
      for (const subscription of subscriptions) subscription.removeAllListeners();
      client.removeAllListeners();
      client.disconnect();
      resetPushState();
    },
  };
}
