import type { PlayerMainData } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { pendingContact } from './pending-contact';

const player: PlayerMainData = {
  isGuest: false,
  isMobile: false,
  login: 'player1',
  email: 'p@example.com',
  phone: '+380501234567',
  primaryContact: 'phone',
  nickname: null,
  confirmed: false,
  emailConfirmed: false,
  favoriteGames: [],
  currency: 'UAH',
  depositsCount: 0,
  isTokenizeCash: false,
  welcomePackage: null,
  hasAutoPassword: false,
  complete: false,
  registrationFunnel: null,
  status: null,
  statusConfirmed: false,
};

describe('the contact to confirm', () => {
  it('is the one asked for', () => {
    expect(pendingContact(player, 'email')).toBe('email');
  });

  it('is the primary contact while it is unconfirmed', () => {
    expect(pendingContact(player, undefined)).toBe('phone');
  });

  it('is the other contact once the primary one is confirmed', () => {
    expect(pendingContact({ ...player, confirmed: true }, '1')).toBe('email');
  });

  it('is none when every given contact is confirmed', () => {
    expect(pendingContact({ ...player, confirmed: true, email: null }, undefined)).toBeNull();
  });
});
