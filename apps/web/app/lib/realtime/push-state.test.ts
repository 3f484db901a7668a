import { afterEach, describe, expect, it } from 'vitest';
import {
  INITIAL_PUSH_STATE,
  liveStatus,
  pushState,
  resetPushState,
  setConnectionState,
  setSubscriptionState,
} from './push-state';

afterEach(() => resetPushState());

describe('push state', () => {
  it('starts disconnected with no subscriptions', () => {
    expect(pushState.get()).toEqual({ connection: 'disconnected', subscriptions: {} });
    expect(liveStatus(pushState.get())).toBe('disconnected');
  });

  it('follows the connection and each subscription', () => {
    setConnectionState('connecting');
    setSubscriptionState('public:app', 'subscribing');
    setSubscriptionState('personal:7', 'subscribing');
    expect(liveStatus(pushState.get())).toBe('connecting');
    setConnectionState('connected');
    setSubscriptionState('public:app', 'subscribed');
    expect(liveStatus(pushState.get())).toBe('connecting');
    setSubscriptionState('personal:7', 'subscribed');
    expect(pushState.get()).toEqual({
      connection: 'connected',
      subscriptions: { 'public:app': 'subscribed', 'personal:7': 'subscribed' },
    });
    expect(liveStatus(pushState.get())).toBe('connected');
  });

  it('says disconnected when a channel gave up while the connection stays up', () => {
    setConnectionState('connected');
    setSubscriptionState('public:app', 'subscribed');
    setSubscriptionState('personal:7', 'unsubscribed');
    expect(liveStatus(pushState.get())).toBe('disconnected');
  });

  it('says connecting while reconnecting, whatever the subscriptions were', () => {
    setConnectionState('connected');
    setSubscriptionState('personal:7', 'subscribed');
    setConnectionState('connecting');
    expect(liveStatus(pushState.get())).toBe('connecting');
  });

  it('keeps the same state object when nothing changed, so subscribers do not re-render', () => {
    setConnectionState('connecting');
    const before = pushState.get();
    setConnectionState('connecting');
    setSubscriptionState('public:app', 'subscribing');
    const withChannel = pushState.get();
    setSubscriptionState('public:app', 'subscribing');
    expect(pushState.get()).toBe(withChannel);
    expect(withChannel).not.toBe(before);
  });

  it('forgets everything when the client stops', () => {
    setConnectionState('connected');
    setSubscriptionState('personal:7', 'subscribed');
    resetPushState();
    expect(pushState.get()).toBe(INITIAL_PUSH_STATE);
  });
});
