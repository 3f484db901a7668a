import { describe, expect, it } from 'vitest';
import { readPushMessage } from './read-push-message';

const notification = {
  ncMessageId: 12,
  type: 'deposit',
  systemAlias: 'deposit-complete',
  title: { uk: 'Депозит зараховано', ru: 'Депозит зачислен', en: 'Deposit received' },
  text: { uk: '500 ₴', ru: '500 ₴', en: '₴500' },
  link: null,
  sound: 'deposit',
  isReaded: false,
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('reading a publication', () => {
  it('accepts a message of the catalogue with its typed data', async () => {
    const reading = await readPushMessage({ id: 'evt-5-nc', type: 'nc', action: 'new', data: notification });
    expect(reading).toEqual({
      kind: 'message',
      message: { id: 'evt-5-nc', type: 'nc', action: 'new', data: notification },
    });
  });

  it('accepts notifications read elsewhere', async () => {
    const reading = await readPushMessage({
      id: 'nc-read-1',
      type: 'nc',
      action: 'read',
      data: { ncMessageIds: [1, 2] },
    });
    expect(reading.kind).toBe('message');
  });

  it.each([
    ['a string', 'not a message'],
    ['a number', 42],
    ['null', null],
    ['an array', [{ id: 'x', type: 'nc' }]],
  ])('drops a publication that is %s', async (_, data) => {
    expect(await readPushMessage(data)).toEqual({ kind: 'invalid', reason: 'the message is not an object' });
  });

  it.each([
    ['a string', 'Deposit received'],
    ['a number', 12],
    ['null', null],
    ['an array', [notification]],
    ['missing', undefined],
  ])('drops an nc message whose content is %s (spec section 8)', async (_, data) => {
    expect(await readPushMessage({ id: 'evt-6-nc', type: 'nc', action: 'new', data })).toEqual({
      kind: 'invalid',
      reason: 'nc content is not an object',
    });
  });

  it('drops an nc object that is not a notification, naming the fields', async () => {
    const reading = await readPushMessage({
      id: 'evt-7-nc',
      type: 'nc',
      action: 'new',
      data: { ...notification, ncMessageId: '12', isReaded: 'no' },
    });
    expect(reading.kind).toBe('invalid');
    expect(reading.kind === 'invalid' && reading.reason).toMatch(/^nc message does not match its schema at /);
  });

  it('drops unknown types and actions a type does not have', async () => {
    expect(await readPushMessage({ id: '1', type: 'teleport', action: 'go', data: {} })).toEqual({
      kind: 'invalid',
      reason: 'unknown message type "teleport"',
    });
    expect((await readPushMessage({ id: '1', type: 'toString', action: 'go', data: {} })).kind).toBe(
      'invalid',
    );
    expect(
      (await readPushMessage({ id: '1', type: 'app', action: 'deleted', data: { version: 'v2' } })).kind,
    ).toBe('invalid');
  });

  it('drops a message without an id, which could not be told from its repeats', async () => {
    expect((await readPushMessage({ type: 'app', action: 'updated', data: { version: 'v2' } })).kind).toBe(
      'invalid',
    );
  });

  it('drops a balance with fractional money', async () => {
    const data = { playerId: 1, currency: 'UAH', principal: 10.5, hold: 0, total: 10.5, bonus: 0 };
    expect((await readPushMessage({ id: 'b', type: 'setBalance', action: 'update', data })).kind).toBe(
      'invalid',
    );
  });

  it('reads a popup by its modal name, and drops one whose name is no modal name', async () => {
    const popup = { id: 'p', type: 'popup', action: 'show', data: { name: 'RegistrationCompleted' } };
    expect(await readPushMessage(popup)).toEqual({ kind: 'message', message: popup });
    const script = { ...popup, data: { name: '<img src=x onerror=alert(1)>' } };
    expect((await readPushMessage(script)).kind).toBe('invalid');
  });

  it('drops a payment status with fractional money or a verification action that is not one', async () => {
    const payment = { paymentId: 'p-1', amount: 10.5, currency: 'UAH', failureReason: null };
    expect(
      (await readPushMessage({ id: 'p', type: 'payment', action: 'succeeded', data: payment })).kind,
    ).toBe('invalid');
    const verification = { previousStatus: 'pending' };
    expect(
      (
        await readPushMessage({
          id: 'v',
          type: 'playerIdentityVerification',
          action: 'none',
          data: verification,
        })
      ).kind,
    ).toBe('invalid');
    expect(
      (
        await readPushMessage({
          id: 'v',
          type: 'playerIdentityVerification',
          action: 'approved',
          data: verification,
        })
      ).kind,
    ).toBe('message');
  });

  it('ignores the welcome text of an established connection (spec section 8)', async () => {
    expect(await readPushMessage('Connection established')).toEqual({ kind: 'welcome' });
  });
});
