export const BRAND_IDS = ['king', 'vlk', 'vegas', '777', 'sevens'] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const DEFAULT_BRAND = 'king' satisfies BrandId;
