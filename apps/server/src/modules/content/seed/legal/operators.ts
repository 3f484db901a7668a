import { BRANDS, type BrandId } from '@casino/contracts';
import type { Localized } from '../../content.schema.ts';

/** Who runs a brand, as its legal pages name it: the company, its register code and address, its licence. */
export interface LegalOperator {
  name: string;
  /** The company's code in the Ukrainian state register (ЄДРПОУ). */
  registerCode: string;
  address: Localized<string>;
  licence: { number: string; year: number; issued: string };
  supportEmail: string;
  complaintsEmail: string;
  privacyEmail: string;
}

/** What the brand config does not hold: the register code, the address and the licence's date of issue. */
const REGISTRY: Record<BrandId, { registerCode: string; street: Localized<string>; issued: string }> = {
  king: {
    registerCode: '44512873',
    street: {
      uk: 'вул. Велика Васильківська, 72, офіс 401, м. Київ, 03150, Україна',
      ru: 'ул. Большая Васильковская, 72, офис 401, г. Киев, 03150, Украина',
      en: '72 Velyka Vasylkivska St., office 401, Kyiv, 03150, Ukraine',
    },
    issued: '2026-01-15',
  },
  vlk: {
    registerCode: '44638120',
    street: {
      uk: 'вул. Антоновича, 48, офіс 12, м. Київ, 03150, Україна',
      ru: 'ул. Антоновича, 48, офис 12, г. Киев, 03150, Украина',
      en: '48 Antonovycha St., office 12, Kyiv, 03150, Ukraine',
    },
    issued: '2026-02-03',
  },
  vegas: {
    registerCode: '44790356',
    street: {
      uk: 'вул. Січових Стрільців, 21, офіс 7, м. Київ, 04053, Україна',
      ru: 'ул. Сечевых Стрельцов, 21, офис 7, г. Киев, 04053, Украина',
      en: '21 Sichovykh Striltsiv St., office 7, Kyiv, 04053, Ukraine',
    },
    issued: '2026-02-20',
  },
  '777': {
    registerCode: '44871094',
    street: {
      uk: 'просп. Берестейський, 65, офіс 310, м. Київ, 03062, Україна',
      ru: 'просп. Берестейский, 65, офис 310, г. Киев, 03062, Украина',
      en: '65 Beresteiskyi Ave., office 310, Kyiv, 03062, Ukraine',
    },
    issued: '2026-03-10',
  },
  // One company runs both of its brands under one licence.
  sevens: {
    registerCode: '44871094',
    street: {
      uk: 'просп. Берестейський, 65, офіс 310, м. Київ, 03062, Україна',
      ru: 'просп. Берестейский, 65, офис 310, г. Киев, 03062, Украина',
      en: '65 Beresteiskyi Ave., office 310, Kyiv, 03062, Ukraine',
    },
    issued: '2026-03-10',
  },
};

/** The brand's operator: name and licence from the brand config, the rest from the register above. */
export function legalOperator(brand: BrandId): LegalOperator {
  const config = BRANDS[brand];
  const registry = REGISTRY[brand];
  const domain = config.support.email.slice(config.support.email.indexOf('@') + 1);
  return {
    name: config.legal.operator,
    registerCode: registry.registerCode,
    address: registry.street,
    licence: { ...config.legal.licence, issued: registry.issued },
    supportEmail: config.support.email,
    complaintsEmail: `complaints@${domain}`,
    privacyEmail: `privacy@${domain}`,
  };
}
