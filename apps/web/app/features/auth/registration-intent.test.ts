import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/testing/memory-storage';
import {
  clearRegistrationIntent,
  readRegistrationIntent,
  rememberRegistrationIntent,
} from './registration-intent';

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('the registration intent', () => {
  it('keeps the source, redirect and game for the session, until cleared', () => {
    rememberRegistrationIntent({ source: 'game_play', gameSlug: 'book-of-ra', redirectUrl: '/faq/' });
    expect(readRegistrationIntent()).toEqual({
      source: 'game_play',
      gameSlug: 'book-of-ra',
      redirectUrl: '/faq/',
    });
    clearRegistrationIntent();
    expect(readRegistrationIntent()).toEqual({});
  });

  it('reads nothing from a tampered record', () => {
    storage.setItem('registrationIntent', '{not json');
    expect(readRegistrationIntent()).toEqual({});
    storage.setItem('registrationIntent', 'null');
    expect(readRegistrationIntent()).toEqual({});
    storage.setItem(
      'registrationIntent',
      JSON.stringify({ source: 42, redirectUrl: ['/x'], gameSlug: 'ok' }),
    );
    expect(readRegistrationIntent()).toEqual({ gameSlug: 'ok' });
  });
});
