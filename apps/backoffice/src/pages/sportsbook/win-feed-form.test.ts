import type { SportWinFeedTerms } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { parseOdds, type WinFeedDraft, winFeedDraftOf, winFeedFromDraft } from './win-feed-form';

const FEED: SportWinFeedTerms = {
  minOddsSingle: 300,
  minOddsMulti: 1_050,
  maxEntries: 10,
  delaySeconds: 30,
  minimums: [
    { currency: 'UAH', minWinSingle: 500_000, minWinMulti: 200_050 },
    { currency: 'USD', minWinSingle: 12_000, minWinMulti: 5_000 },
  ],
};

describe('odds typed for the win feed', () => {
  it('reads decimal odds as integer hundredths, with a dot or a comma', () => {
    expect(parseOdds('3.00')).toEqual({ ok: true, value: 300 });
    expect(parseOdds('3')).toEqual({ ok: true, value: 300 });
    expect(parseOdds(' 2,5 ')).toEqual({ ok: true, value: 250 });
    expect(parseOdds('1.01')).toEqual({ ok: true, value: 101 });
    // 1.15 * 100 is 114.99999999999999 in floating point.
    expect(parseOdds('1.15')).toEqual({ ok: true, value: 115 });
    expect(parseOdds('1000000')).toEqual({ ok: true, value: 100_000_000 });
  });

  it('refuses odds below 1.01 or above the contract, and what is not odds', () => {
    expect(parseOdds('1')).toEqual({ ok: false, message: 'Odds are at least 1.01.' });
    expect(parseOdds('0.5')).toEqual({ ok: false, message: 'Odds are at least 1.01.' });
    expect(parseOdds('1000000.01')).toEqual({ ok: false, message: 'Odds are at most 1000000.00.' });
    for (const text of ['', 'three', '-3', '3.001', '1e2', '3/1']) {
      expect(parseOdds(text), text).toEqual({ ok: false, message: 'Enter decimal odds, like 3.00.' });
    }
  });
});

describe('the win feed form', () => {
  it('gives back the settings it was opened with', () => {
    const draft = winFeedDraftOf(FEED);
    expect(draft).toEqual({
      minOddsSingle: '3.00',
      minOddsMulti: '10.50',
      maxEntries: '10',
      delaySeconds: '30',
      minimums: [
        { currency: 'UAH', minWinSingle: '5000', minWinMulti: '2000.50' },
        { currency: 'USD', minWinSingle: '120', minWinMulti: '50' },
      ],
    });
    expect(winFeedFromDraft(draft)).toEqual({ ok: true, terms: FEED });
  });

  it('reads odds, counts and amounts as typed, without floats', () => {
    const draft: WinFeedDraft = {
      minOddsSingle: '2,5',
      minOddsMulti: '12',
      maxEntries: ' 20 ',
      delaySeconds: '0',
      minimums: [
        { currency: 'UAH', minWinSingle: '10 000', minWinMulti: '0,29' },
        { currency: 'USD', minWinSingle: '1.15', minWinMulti: '50.' },
      ],
    };
    expect(winFeedFromDraft(draft)).toEqual({
      ok: true,
      terms: {
        minOddsSingle: 250,
        minOddsMulti: 1_200,
        maxEntries: 20,
        delaySeconds: 0,
        minimums: [
          { currency: 'UAH', minWinSingle: 1_000_000, minWinMulti: 29 },
          { currency: 'USD', minWinSingle: 115, minWinMulti: 5_000 },
        ],
      },
    });
  });

  it('names each field it refuses, keyed as the server keys its field errors', () => {
    const draft = winFeedDraftOf(FEED);
    const bad: WinFeedDraft = {
      minOddsSingle: '1.00',
      minOddsMulti: 'x',
      maxEntries: '21',
      delaySeconds: '601',
      minimums: [
        { currency: 'UAH', minWinSingle: '0', minWinMulti: '-5' },
        { currency: 'USD', minWinSingle: '', minWinMulti: '1.005' },
      ],
    };
    expect(winFeedFromDraft(bad)).toEqual({
      ok: false,
      errors: {
        minOddsSingle: 'Odds are at least 1.01.',
        minOddsMulti: 'Enter decimal odds, like 3.00.',
        maxEntries: 'A whole number from 1 to 20.',
        delaySeconds: 'Whole seconds from 0 to 600.',
        'minimums.0.minWinSingle': 'The amount must be more than zero.',
        'minimums.0.minWinMulti': 'A minimum win is more than zero.',
        'minimums.1.minWinSingle': 'Enter the amount.',
        'minimums.1.minWinMulti': 'Use at most 2 decimals, like 150.25.',
      },
    });
    expect(winFeedFromDraft({ ...draft, maxEntries: '0', delaySeconds: '1.5' })).toEqual({
      ok: false,
      errors: {
        maxEntries: 'A whole number from 1 to 20.',
        delaySeconds: 'Whole seconds from 0 to 600.',
      },
    });
  });

  it('takes the bounds themselves', () => {
    const draft = { ...winFeedDraftOf(FEED), minOddsSingle: '1.01', maxEntries: '1', delaySeconds: '600' };
    const read = winFeedFromDraft(draft);
    expect(read.ok && [read.terms.minOddsSingle, read.terms.maxEntries, read.terms.delaySeconds]).toEqual([
      101, 1, 600,
    ]);
  });
});
