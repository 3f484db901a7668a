import type { RegistrationFormField, RegistrationVariant } from '@casino/contracts';

interface FormField {
  name: RegistrationFormField;
  required: boolean;
}

interface RegistrationForm {
  endpoint: '/rest/registerV2/' | '/rest/otp/register/';
  fields: readonly FormField[];
}

const CONFIRMATIONS: readonly FormField[] = [
  { name: 'ageConfirmed', required: true },
  { name: 'agreementsConfirmed', required: true },
];

/**
 * The fields each registration screen variant shows, in order. Every variant asks for the two confirmations
 * (spec section 5); a variant without a password field registers with a generated one.
 */
const FORMS: Record<RegistrationVariant, RegistrationForm> = {
  default: {
    endpoint: '/rest/registerV2/',
    fields: [
      { name: 'email', required: true },
      { name: 'password', required: true },
      { name: 'currency', required: false },
      ...CONFIRMATIONS,
    ],
  },
  default_new: {
    endpoint: '/rest/registerV2/',
    fields: [
      { name: 'phone', required: true },
      { name: 'email', required: false },
      { name: 'password', required: true },
      ...CONFIRMATIONS,
    ],
  },
  lightCash: {
    endpoint: '/rest/registerV2/',
    fields: [{ name: 'phone', required: true }, { name: 'currency', required: false }, ...CONFIRMATIONS],
  },
  normal: {
    endpoint: '/rest/registerV2/',
    fields: [
      { name: 'email', required: true },
      { name: 'phone', required: true },
      { name: 'password', required: true },
      { name: 'nickname', required: false },
      { name: 'currency', required: false },
      ...CONFIRMATIONS,
    ],
  },
  otp: {
    endpoint: '/rest/otp/register/',
    fields: [
      { name: 'phone', required: true },
      { name: 'code', required: true },
      { name: 'password', required: false },
      ...CONFIRMATIONS,
    ],
  },
  oneContact: {
    endpoint: '/rest/registerV2/',
    fields: [{ name: 'email', required: true }, { name: 'password', required: true }, ...CONFIRMATIONS],
  },
  short: {
    endpoint: '/rest/registerV2/',
    fields: [{ name: 'email', required: true }, ...CONFIRMATIONS],
  },
};

export function registrationForm(variant: RegistrationVariant) {
  const form = FORMS[variant];
  return {
    variant,
    endpoint: form.endpoint,
    fields: form.fields.map((field, index) => ({ ...field, order: index + 1 })),
  };
}
