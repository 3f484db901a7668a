import { describe, expect, it } from 'vitest';
import { americanOdds, formatOdds, fractionalOdds, isOddsFormat } from './odds-format';
import { parseOddsFormat } from './odds-format-preference';

describe('decimal odds', () => {
  it('are written with two decimal places, the default', () => {
    expect(formatOdds(215)).toBe('2.15');
    expect(formatOdds(101, 'decimal')).toBe('1.01');
    expect(formatOdds(1000)).toBe('10.00');
    expect(formatOdds(25368)).toBe('253.68');
  });
});

describe('fractional odds', () => {
  it('are the winnings per unit staked, reduced', () => {
    expect(fractionalOdds(250)).toBe('3/2');
    expect(fractionalOdds(150)).toBe('1/2');
    expect(fractionalOdds(1100)).toBe('10/1');
    expect(fractionalOdds(175)).toBe('3/4');
    expect(fractionalOdds(120)).toBe('1/5');
  });

  it('write evens as 1/1', () => {
    expect(fractionalOdds(200)).toBe('1/1');
  });

  it('keep a price no usual fraction writes exactly as it is', () => {
    expect(fractionalOdds(101)).toBe('1/100');
    expect(fractionalOdds(133)).toBe('33/100');
    expect(fractionalOdds(215)).toBe('23/20');
  });

  it('stay exact at the top of the range', () => {
    expect(fractionalOdds(100_000)).toBe('999/1');
    expect(formatOdds(100_000, 'fractional')).toBe('999/1');
  });
});

describe('American odds', () => {
  it('are the win on 100 from evens up', () => {
    expect(americanOdds(200)).toBe('+100');
    expect(americanOdds(250)).toBe('+150');
    expect(americanOdds(1100)).toBe('+1000');
    expect(americanOdds(100_000)).toBe('+99900');
  });

  it('are the stake that wins 100 below evens, with a minus sign', () => {
    expect(americanOdds(150)).toBe('−200');
    expect(americanOdds(125)).toBe('−400');
    expect(americanOdds(101)).toBe('−10000');
    expect(formatOdds(150, 'american')).toBe('−200');
  });

  it('round to the nearest whole number, halves up', () => {
    expect(americanOdds(133)).toBe('−303'); // 303.03
    expect(americanOdds(167)).toBe('−149'); // 149.25
    expect(americanOdds(199)).toBe('−101'); // 101.01
    expect(americanOdds(180)).toBe('−125'); // exactly 125
    expect(americanOdds(116)).toBe('−625'); // exactly 625
    expect(americanOdds(132)).toBe('−313'); // 312.5
  });
});

describe('the odds format preference', () => {
  it('is read from its cookie, decimal when absent or unknown', () => {
    expect(parseOddsFormat('theme=dark-theme; odds_format=fractional')).toBe('fractional');
    expect(parseOddsFormat('odds_format=american')).toBe('american');
    expect(parseOddsFormat('odds_format=moneyline')).toBe('decimal');
    expect(parseOddsFormat(null)).toBe('decimal');
  });

  it('knows its formats', () => {
    expect(isOddsFormat('decimal')).toBe(true);
    expect(isOddsFormat('hongkong')).toBe(false);
  });
});
