import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator.ts';

const messages = {
  header: { home: '{{brand}} — на головну', nested: { deep: 'глибоко' } },
  plain: 'Текст',
  repeated: '{{name}} і {{name}}',
};

describe('createTranslator', () => {
  const t = createTranslator('uk', messages);

  it('reads dotted keys', () => {
    expect(t('plain')).toBe('Текст');
    expect(t('header.nested.deep')).toBe('глибоко');
  });

  it('interpolates every occurrence, as text', () => {
    expect(t('header.home', { brand: '<b>King</b>' })).toBe('<b>King</b> — на головну');
    expect(t('repeated', { name: 'A' })).toBe('A і A');
  });

  it('leaves a placeholder without a value untouched', () => {
    expect(t('header.home')).toBe('{{brand}} — на головну');
    expect(t('header.home', { other: 1 })).toBe('{{brand}} — на головну');
  });

  it('returns the key for a missing or non-text entry and reports it', () => {
    const onMissing = vi.fn();
    const strict = createTranslator('uk', messages, onMissing);
    expect(strict('nope.nothing')).toBe('nope.nothing');
    expect(strict('header')).toBe('header');
    expect(onMissing).toHaveBeenCalledTimes(2);
  });
});
