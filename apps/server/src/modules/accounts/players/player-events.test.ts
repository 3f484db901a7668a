import { describe, expect, it } from 'vitest';
import { playerChangeEvents, touchesProfile } from './player-events.ts';
import type { PlayerRow } from './players.schema.ts';

const at = new Date('2026-03-01T12:00:00.000Z');

const before: PlayerRow = {
  id: 7,
  brand: 'king',
  login: 'player000000007',
  email: 'olena@example.com',
  phone: '+380501234567',
  primaryContact: 'email',
  passwordHash: 'scrypt$hash',
  hasAutoPassword: false,
  nickname: null,
  firstName: null,
  lastName: null,
  birthDate: null,
  currency: 'UAH',
  countryId: 1,
  language: 'uk',
  emailConfirmed: false,
  phoneConfirmed: false,
  registrationComplete: false,
  registration: { source: null, flow: 'oneContactConfirm', variant: null, funnelType: 'closed_funnel' },
  invitedBy: null,
  giftId: null,
  status: 'active',
  verificationStatus: 'none',
  reviewStatus: null,
  reviewStatusConfirmed: false,
  settings: {},
  closedPopups: [],
  onBoarding: {},
  siteVersion: 'new',
  createdAt: at,
  updatedAt: at,
};

describe('the events of a change to a player', () => {
  it('announce a profile change with the columns that changed', () => {
    const after = { ...before, nickname: 'Olena', firstName: 'Олена', updatedAt: new Date() };
    expect(playerChangeEvents(before, after)).toEqual([
      {
        type: 'PlayerUpdated',
        version: 1,
        playerId: 7,
        payload: { brand: 'king', fields: ['nickname', 'firstName'] },
      },
    ]);
  });

  it('add the completed registration to the confirmed contact that completed it', () => {
    const after = { ...before, emailConfirmed: true, registrationComplete: true };
    expect(playerChangeEvents(before, after)).toEqual([
      {
        type: 'PlayerUpdated',
        version: 1,
        playerId: 7,
        payload: { brand: 'king', fields: ['emailConfirmed', 'registrationComplete'] },
      },
      { type: 'RegistrationCompleted', version: 1, playerId: 7, payload: {} },
    ]);
  });

  it('add the verification status with the one before it', () => {
    const after = { ...before, verificationStatus: 'pending' };
    expect(playerChangeEvents(before, after)).toEqual([
      {
        type: 'PlayerUpdated',
        version: 1,
        playerId: 7,
        payload: { brand: 'king', fields: ['verificationStatus'] },
      },
      {
        type: 'VerificationStatusChanged',
        version: 1,
        playerId: 7,
        payload: { status: 'pending', previousStatus: 'none' },
      },
    ]);
  });

  it('compare settings by value, so rewriting the same settings announces nothing', () => {
    const same = { ...before, settings: { publicProfile: false } };
    expect(playerChangeEvents(same, { ...same, settings: { publicProfile: false } })).toEqual([]);
    expect(playerChangeEvents(same, { ...same, settings: { publicProfile: true } })).toEqual([
      { type: 'PlayerUpdated', version: 1, playerId: 7, payload: { brand: 'king', fields: ['settings'] } },
    ]);
  });

  it('say nothing of what the profile does not show: passwords, login counters, site version', () => {
    const after = {
      ...before,
      passwordHash: 'scrypt$other',
      siteVersion: 'old' as const,
      registrationComplete: before.registrationComplete,
    };
    expect(playerChangeEvents(before, after)).toEqual([]);
    expect(touchesProfile({ passwordHash: 'x', siteVersion: 'old' })).toBe(false);
    expect(touchesProfile({ phone: '+380671234567', phoneConfirmed: true })).toBe(true);
  });

  it('never announce a registration that was already complete again', () => {
    const complete = { ...before, registrationComplete: true };
    const events = playerChangeEvents(complete, { ...complete, nickname: 'Olena' });
    expect(events.map((event) => event.type)).toEqual(['PlayerUpdated']);
  });
});
