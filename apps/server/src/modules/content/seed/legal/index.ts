import { BRAND_IDS, LEGAL_PAGES, type LegalPageName } from '@casino/contracts';
import type { NewPage } from '../../content.repository.ts';
import { pageRow } from '../page-row.ts';
import { amlKycPolicyText } from './aml-kyc-policy.ts';
import type { LegalText } from './blocks.ts';
import { complaintsText } from './complaints.ts';
import { cookiePolicyText } from './cookie-policy.ts';
import { licenceText } from './licence.ts';
import { type LegalOperator, legalOperator } from './operators.ts';
import { privacyPolicyText } from './privacy-policy.ts';
import { responsibleGamingText } from './responsible-gaming.ts';
import { termsText } from './terms.ts';

const TEXTS: Record<LegalPageName, (operator: LegalOperator) => LegalText> = {
  terms: termsText,
  privacyPolicy: privacyPolicyText,
  responsibleGaming: responsibleGamingText,
  cookiePolicy: cookiePolicyText,
  amlKycPolicy: amlKycPolicyText,
  licence: licenceText,
  complaints: complaintsText,
};

/**
 * Every legal page of every brand, as the brand's own row: each names its operator, so operators edit one brand's
 * texts without touching another's.
 */
export const legalPages: NewPage[] = BRAND_IDS.flatMap((brand) =>
  (Object.keys(TEXTS) as LegalPageName[]).map((name) =>
    pageRow({ path: LEGAL_PAGES[name], pageType: 'legal', brand, ...TEXTS[name](legalOperator(brand)) }),
  ),
);
