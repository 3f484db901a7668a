import { formatOdds } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  delaySecondsText,
  formatMarginPercent,
  marginPercentText,
  parseDelaySeconds,
  parseExpressLegs,
  parseMarginPercent,
  parseOdds,
  settingFieldError,
  settingsBody,
} from './settings-form';

describe('the live bet delay', () => {
  it('shows milliseconds as seconds', () => {
    expect(delaySecondsText(0)).toBe('0');
    expect(delaySecondsText(5_000)).toBe('5');
    expect(delaySecondsText(2_500)).toBe('2.5');
    expect(delaySecondsText(1_250)).toBe('1.25');
    expect(delaySecondsText(30_000)).toBe('30');
  });

  it('reads seconds as whole milliseconds, 0 to 30', () => {
    expect(parseDelaySeconds('5')).toEqual({ ok: true, value: 5_000 });
    expect(parseDelaySeconds(' 2,5 ')).toEqual({ ok: true, value: 2_500 });
    expect(parseDelaySeconds('0.001')).toEqual({ ok: true, value: 1 });
    expect(parseDelaySeconds('0')).toEqual({ ok: true, value: 0 });
    expect(parseDelaySeconds('30')).toEqual({ ok: true, value: 30_000 });
    for (const text of ['30.001', '31', '-1', '', '1.0001', 'five', '1e3']) {
      expect(parseDelaySeconds(text), text).toEqual({
        ok: false,
        message: 'Enter seconds from 0 to 30, like 5 or 2.5.',
      });
    }
  });
});

describe('the cash-out margin', () => {
  it('shows basis points as a percentage', () => {
    expect(formatMarginPercent(500)).toBe('5%');
    expect(formatMarginPercent(250)).toBe('2.5%');
    expect(formatMarginPercent(25)).toBe('0.25%');
    expect(formatMarginPercent(0)).toBe('0%');
    expect(formatMarginPercent(5_000)).toBe('50%');
    expect(marginPercentText(1_234)).toBe('12.34');
  });

  it('reads a percentage as whole basis points, 0 to 50, with a dot or a comma', () => {
    expect(parseMarginPercent('5')).toEqual({ ok: true, value: 500 });
    expect(parseMarginPercent('2.5')).toEqual({ ok: true, value: 250 });
    expect(parseMarginPercent(' 2,75 ')).toEqual({ ok: true, value: 275 });
    expect(parseMarginPercent('0.01')).toEqual({ ok: true, value: 1 });
    expect(parseMarginPercent('0')).toEqual({ ok: true, value: 0 });
    expect(parseMarginPercent('50')).toEqual({ ok: true, value: 5_000 });
    expect(parseMarginPercent('5 %')).toEqual({ ok: true, value: 500 });
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parseMarginPercent('0.29')).toEqual({ ok: true, value: 29 });
  });

  it('refuses more than 50%, a third decimal, a sign or words', () => {
    for (const text of ['50.01', '51', '100', '-1', '', '%', '2.505', 'five', '1e2']) {
      expect(parseMarginPercent(text), text).toEqual({
        ok: false,
        message: 'Enter a percentage from 0 to 50, like 5 or 2.5.',
      });
    }
  });
});

describe('the express of the day', () => {
  it('reads legs as a whole number from 2 to 10', () => {
    expect(parseExpressLegs('3')).toEqual({ ok: true, value: 3 });
    expect(parseExpressLegs(' 10 ')).toEqual({ ok: true, value: 10 });
    expect(parseExpressLegs('2')).toEqual({ ok: true, value: 2 });
    for (const text of ['1', '11', '0', '2.5', '-3', '', 'three']) {
      expect(parseExpressLegs(text), text).toEqual({
        ok: false,
        message: 'Enter a whole number of legs from 2 to 10.',
      });
    }
  });

  it('shows hundredths as decimal odds with two decimals', () => {
    expect(formatOdds(130)).toBe('1.30');
    expect(formatOdds(101)).toBe('1.01');
    expect(formatOdds(250)).toBe('2.50');
    expect(formatOdds(1_000)).toBe('10.00');
  });

  it('reads decimal odds as hundredths, 1.01 to 1000', () => {
    expect(parseOdds('1.30')).toEqual({ ok: true, value: 130 });
    expect(parseOdds('1,3')).toEqual({ ok: true, value: 130 });
    expect(parseOdds('2')).toEqual({ ok: true, value: 200 });
    expect(parseOdds('1.01')).toEqual({ ok: true, value: 101 });
    expect(parseOdds('1000')).toEqual({ ok: true, value: 100_000 });
    for (const text of ['1', '1.00', '1000.01', '1.305', '-2', '', 'two']) {
      expect(parseOdds(text), text).toEqual({
        ok: false,
        message: 'Enter decimal odds from 1.01 to 1000, like 1.30.',
      });
    }
  });

  it("shows the server's error on the highest odds under the lowest too", () => {
    const errors = { expressMaxOdds: 'the lowest price of a leg must not be above the highest' };
    expect(settingFieldError(errors, 'expressMaxOdds')).toBe(errors.expressMaxOdds);
    expect(settingFieldError(errors, 'expressMinOdds')).toBe(errors.expressMaxOdds);
    expect(settingFieldError(errors, 'expressLegs')).toBeUndefined();
    expect(settingFieldError({ expressMinOdds: 'too low' }, 'expressMinOdds')).toBe('too low');
  });
});

describe('saving one setting', () => {
  const terms = {
    liveDelayMs: 5_000,
    cashOutMarginBp: 500,
    expressLegs: 3,
    expressMinOdds: 130,
    expressMaxOdds: 250,
  };
  const express = { expressLegs: 3, expressMinOdds: 130, expressMaxOdds: 250 };

  it('sends the others as the terms hold them', () => {
    expect(settingsBody(terms, 'cashOutMarginBp', 250)).toEqual({
      liveDelayMs: 5_000,
      cashOutMarginBp: 250,
      ...express,
    });
    expect(settingsBody(terms, 'liveDelayMs', 0)).toEqual({
      liveDelayMs: 0,
      cashOutMarginBp: 500,
      ...express,
    });
    expect(settingsBody(terms, 'expressMinOdds', 140)).toEqual({ ...terms, expressMinOdds: 140 });
  });

  it('sends nothing else the terms hold', () => {
    const all = { ...terms, success: true, limits: [] };
    expect(Object.keys(settingsBody(all, 'liveDelayMs', 1))).toEqual([
      'liveDelayMs',
      'cashOutMarginBp',
      'expressLegs',
      'expressMinOdds',
      'expressMaxOdds',
    ]);
  });
});
