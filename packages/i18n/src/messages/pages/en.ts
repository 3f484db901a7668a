import type { ukPages } from './uk.ts';

export const enPages: typeof ukPages = {};
