import { BRAND_IDS, BRANDS, DEFAULT_BRAND, LANGUAGES, type Language } from '@casino/contracts';
import { type ContentBrand, EVERY_BRAND } from '@casino/contracts/backoffice';

export const LANGUAGE_NAMES: Record<Language, string> = { uk: 'Ukrainian', ru: 'Russian', en: 'English' };

export const LANGUAGE_TABS: { id: Language; label: string }[] = LANGUAGES.map((id) => ({
  id,
  label: LANGUAGE_NAMES[id],
}));

export const BRAND_OPTIONS: { id: ContentBrand; label: string }[] = [
  { id: EVERY_BRAND, label: 'All brands' },
  ...BRAND_IDS.map((id) => ({ id, label: BRANDS[id].name })),
];

export function brandLabel(brand: ContentBrand): string {
  return brand === EVERY_BRAND ? 'All brands' : BRANDS[brand].name;
}

/**
 * `{{brand}}` as the site shows it: the brand's name. An all-brands text is shown as the default brand's site
 * would show it.
 */
export function withBrand(text: string, brand: ContentBrand): string {
  return text.replaceAll('{{brand}}', BRANDS[brand === EVERY_BRAND ? DEFAULT_BRAND : brand].name);
}

/** Every text inside a value (a legal page's blocks) with `{{brand}}` as the site shows it. */
export function withBrandDeep<T>(value: T, brand: ContentBrand): T {
  if (typeof value === 'string') return withBrand(value, brand) as T;
  if (Array.isArray(value)) return value.map((item) => withBrandDeep(item, brand)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withBrandDeep(item, brand)]),
    ) as T;
  }
  return value;
}

/** The first of the server's field errors at `path` or inside it (`texts.en` covers `texts.en.title`). */
export function errorAt(errors: Record<string, string>, path: string): string | undefined {
  const key = Object.keys(errors).find((field) => field === path || field.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

/** Whether any field error is about this language (`seo.en.title`, `texts.ru`). */
export function languageHasError(errors: Record<string, string>, lang: Language): boolean {
  return Object.keys(errors).some((field) => field.split('.').includes(lang));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` input's value, in the operator's time zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` input's value (the operator's time zone) as an ISO instant; null when empty. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
