import { describe, expect, it } from 'vitest';
import { errorAt, fromLocalInput, languageHasError, toLocalInput, withBrand } from './content-text';

describe('content texts in the console', () => {
  it("shows {{brand}} as the brand's name, an all-brands text as the default brand's", () => {
    expect(withBrand('Play at {{brand}}, {{brand}}!', 'vlk')).not.toContain('{{brand}}');
    expect(withBrand('{{brand}}', '*')).toBe(withBrand('{{brand}}', 'king'));
    expect(withBrand('<b>{{brand}}</b>', 'king')).toMatch(/^<b>.+<\/b>$/);
  });

  it("finds the server's field errors at a path or inside it, and by language", () => {
    const errors = { 'texts.ru': 'missing', 'seo.en.title': 'too long' };
    expect(errorAt(errors, 'texts.ru')).toBe('missing');
    expect(errorAt(errors, 'seo.en')).toBe('too long');
    expect(errorAt(errors, 'seo.e')).toBeUndefined();
    expect(languageHasError(errors, 'ru')).toBe(true);
    expect(languageHasError(errors, 'uk')).toBe(false);
  });

  it('turns a schedule into the local input and back', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    const iso = '2026-05-01T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
});
