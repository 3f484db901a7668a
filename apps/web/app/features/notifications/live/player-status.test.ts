import { describe, expect, it } from 'vitest';
import { changedPlayerStatus, playerStatusAction, unconfirmedContacts } from './player-status';

describe('player message statuses (spec section 4)', () => {
  it('sends duplicate, youngster and undesirable players to the deposit screen', () => {
    for (const status of ['duplicate', 'youngster', 'undesirable']) {
      expect(playerStatusAction({ status, statusConfirmed: false }, ['email'])).toEqual({ kind: 'deposit' });
      expect(playerStatusAction({ status, statusConfirmed: true }, [])).toEqual({ kind: 'deposit' });
    }
  });

  it('opens identity verification for another unconfirmed status', () => {
    expect(playerStatusAction({ status: 'pending_documents', statusConfirmed: false }, ['phone'])).toEqual({
      kind: 'identityVerification',
    });
  });

  it('opens the registration confirmation for unconfirmed contacts', () => {
    expect(playerStatusAction({ status: null, statusConfirmed: false }, ['phone', 'email'])).toEqual({
      kind: 'registrationConfirmation',
      contact: 'phone',
    });
    expect(playerStatusAction({ status: 'regular', statusConfirmed: true }, ['email'])).toEqual({
      kind: 'registrationConfirmation',
      contact: 'email',
    });
  });

  it('does nothing for a confirmed status with confirmed contacts', () => {
    expect(playerStatusAction({ status: 'regular', statusConfirmed: true }, [])).toBeNull();
    expect(playerStatusAction({ status: null, statusConfirmed: true }, [])).toBeNull();
  });

  it('lists the contacts still to confirm, the primary one first', () => {
    const player = {
      email: 'a@example.com',
      emailConfirmed: false,
      phone: '+380501234567',
      confirmed: false,
      primaryContact: 'phone',
    } as const;
    expect(unconfirmedContacts(player)).toEqual(['phone', 'email']);
    expect(unconfirmedContacts({ ...player, primaryContact: 'email' })).toEqual(['email', 'phone']);
    expect(unconfirmedContacts({ ...player, confirmed: true })).toEqual(['email']);
    expect(unconfirmedContacts({ ...player, email: null, phone: null })).toEqual([]);
  });
});

describe('a status in a pushed profile', () => {
  const none = { status: null, statusConfirmed: false };

  it('is a message when the status or its confirmation is not the one the page knows', () => {
    expect(changedPlayerStatus(none, { status: 'duplicate', statusConfirmed: false })).toEqual({
      status: 'duplicate',
      statusConfirmed: false,
    });
    expect(
      changedPlayerStatus(
        { status: 'unconfirmed', statusConfirmed: false },
        { status: 'unconfirmed', statusConfirmed: true },
      ),
    ).toEqual({ status: 'unconfirmed', statusConfirmed: true });
    expect(changedPlayerStatus({ status: 'youngster', statusConfirmed: true }, none)).toEqual(none);
  });

  it('is nothing when the profile changed elsewhere and kept its status', () => {
    const renamed = { ...none, nickname: 'Olena', emailConfirmed: true };
    expect(changedPlayerStatus(none, renamed)).toBeNull();
    const duplicate = { status: 'duplicate', statusConfirmed: true };
    expect(changedPlayerStatus(duplicate, { ...duplicate })).toBeNull();
  });
});
