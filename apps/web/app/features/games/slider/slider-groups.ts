import { GAMES_SLIDER_GROUP } from '@casino/contracts';

/** Spec section 9: a games slider moves by groups of 5 tiles on desktop and of 1 on mobile. */
export function sliderGroupSize(isDesktop: boolean): number {
  return isDesktop ? GAMES_SLIDER_GROUP.desktop : GAMES_SLIDER_GROUP.mobile;
}

/** How many groups `count` tiles make. */
export function groupCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The group the tile at `index` belongs to. */
export function groupOf(index: number, size: number): number {
  return Math.floor(Math.max(0, index) / size);
}

/**
 * The first tile of the group one step from the group holding `firstVisible`, kept within the slider: the last
 * group starts where a full group still fits, so the end of the row is never half empty.
 */
export function steppedGroupStart(firstVisible: number, step: -1 | 1, count: number, size: number): number {
  const target = (groupOf(firstVisible, size) + step) * size;
  const lastStart = Math.max(0, count - size);
  return Math.min(Math.max(0, target), lastStart);
}
