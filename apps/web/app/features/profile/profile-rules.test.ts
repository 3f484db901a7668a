import { describe, expect, it } from 'vitest';
import { nickname } from '../../components/form/validation';
import { birthDateRule, keptRule, personNameRule } from './profile-rules';

describe('profile rules', () => {
  it('accepts names in any alphabet with inner hyphens and apostrophes', () => {
    expect(personNameRule('Анна-Марія')).toBeUndefined();
    expect(personNameRule("O'Neil")).toBeUndefined();
    expect(personNameRule('R2D2')).toBe('profile.invalid.name');
    expect(personNameRule('-Ann')).toBe('profile.invalid.name');
  });

  it('asks for an adult birth date', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(birthDateRule('2008-06-15', today)).toBeUndefined();
    expect(birthDateRule('2008-06-16', today)).toBe('profile.invalid.adult');
    expect(birthDateRule('15.06.2000', today)).toBe('profile.invalid.birthDate');
  });

  it('refuses to clear a value the player had', () => {
    expect(keptRule('Ace', nickname)('')).toBe('auth.invalid.required');
    expect(keptRule(null, nickname)('')).toBeUndefined();
  });
});
