import { describe, expect, it } from 'vitest';
import { groupCount, groupOf, sliderGroupSize, steppedGroupStart } from './slider-groups';

describe('games slider groups', () => {
  it('pages by 5 tiles on desktop and by 1 on mobile', () => {
    expect(sliderGroupSize(true)).toBe(5);
    expect(sliderGroupSize(false)).toBe(1);
  });

  it('counts groups, a partial one included, and at least one for an empty row', () => {
    expect(groupCount(12, 5)).toBe(3);
    expect(groupCount(10, 5)).toBe(2);
    expect(groupCount(0, 5)).toBe(1);
    expect(groupCount(7, 1)).toBe(7);
  });

  it('finds the group of a tile', () => {
    expect(groupOf(0, 5)).toBe(0);
    expect(groupOf(4, 5)).toBe(0);
    expect(groupOf(5, 5)).toBe(1);
    expect(groupOf(3, 1)).toBe(3);
  });

  it('steps a whole group forward and back from any tile of a group', () => {
    expect(steppedGroupStart(0, 1, 20, 5)).toBe(5);
    expect(steppedGroupStart(7, 1, 20, 5)).toBe(10);
    expect(steppedGroupStart(7, -1, 20, 5)).toBe(0);
    expect(steppedGroupStart(3, 1, 10, 1)).toBe(4);
  });

  it('stops at the ends, the last group ending with the last tile', () => {
    expect(steppedGroupStart(0, -1, 20, 5)).toBe(0);
    expect(steppedGroupStart(10, 1, 12, 5)).toBe(7);
    expect(steppedGroupStart(9, 1, 10, 1)).toBe(9);
    expect(steppedGroupStart(0, 1, 3, 5)).toBe(0);
  });
});
