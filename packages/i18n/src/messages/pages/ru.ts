import type { ukPages } from './uk.ts';

export const ruPages: typeof ukPages = {};
