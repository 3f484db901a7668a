import { describe, expect, it } from 'vitest';
import { isScrollableSection, SCROLL_OFFSET_PX, sectionScrollTop } from './scroll-to-section';

describe('scroll to section', () => {
  it('targets bonus cards only', () => {
    expect(isScrollableSection('card-bonus-42')).toBe(true);
    expect(isScrollableSection('card-bonus-')).toBe(false);
    expect(isScrollableSection('footer')).toBe(false);
    expect(isScrollableSection('card-bonus-1"]')).toBe(false);
  });

  it('stops 65 px above the element', () => {
    expect(SCROLL_OFFSET_PX).toBe(65);
    expect(sectionScrollTop(500, 1000)).toBe(1435);
    expect(sectionScrollTop(500, 1000, 0)).toBe(1500);
  });

  it('never scrolls above the top of the page', () => {
    expect(sectionScrollTop(10, 0)).toBe(0);
  });
});
