import { z } from 'zod';
import { registrationFunnelSchema, registrationFunnelTypeSchema } from './app-init.ts';
import { captchaTokenSchema } from './captcha.ts';
import {
  CONTACT_TYPES,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PHONE_CHANNELS,
  REGISTRATION_FORM_FIELDS,
  REGISTRATION_VARIANTS,
  VERIFICATION_FLOWS,
} from './registration-options.ts';
import { currencySchema, languageSchema } from './schemas.ts';
import { newPasswordSchema } from './session.ts';

export const contactTypeSchema = z.enum(CONTACT_TYPES);
export const phoneChannelSchema = z.enum(PHONE_CHANNELS);
export const codeChannelSchema = z.enum([...PHONE_CHANNELS, 'email']);
export const registrationVariantSchema = z.enum(REGISTRATION_VARIANTS);
export const verificationFlowSchema = z.enum(VERIFICATION_FLOWS);

/** A short machine label (registration source, flow, referral code): letters, digits, `_`, `-`, `.`. */
const labelSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, 'only letters, digits, "_", "-" and "."');

export const emailFieldSchema = z.string().trim().min(3).max(254);
/** A phone as typed: E.164 or a Ukrainian local form (`0501234567`); the server normalises it. */
export const phoneFieldSchema = z.string().trim().min(7).max(32);
export const nicknameSchema = z.string().trim().min(NICKNAME_MIN_LENGTH).max(NICKNAME_MAX_LENGTH);
/** A one-time code as the player types it: 4-8 digits. */
export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'must be 4-8 digits');

/** Both must be ticked: spec section 5 requires them on register and register-complete. */
const confirmationsSchema = {
  ageConfirmed: z.literal(true, { error: 'must be confirmed' }),
  agreementsConfirmed: z.literal(true, { error: 'must be confirmed' }),
};

/** Fields every kind of registration accepts besides the contacts. */
const registrationDetailsSchema = {
  ...confirmationsSchema,
  /** Without a password one is generated and sent to the primary contact (`hasAutoPassword`). */
  password: newPasswordSchema.optional(),
  currency: currencySchema.default('UAH'),
  countryId: z.number().int().min(1).max(100_000).default(1),
  nickname: nicknameSchema.optional(),
  /** Where the player registered (`landing`, `cash`, ...); picks the registration funnel. */
  registrationSource: labelSchema.optional(),
  /** The `registration_flow` that `get-flow` answered, echoed back. */
  registrationFlow: labelSchema.optional(),
  variant: registrationVariantSchema.default('default'),
  /** Referral code from the `invited_by` link parameter. */
  invited_by: labelSchema.optional(),
  /** Gift free-spin id from the `gift_id` link parameter. */
  gift_id: labelSchema.optional(),
  /** The site language the player registered in; their messages (codes, generated password) use it. */
  language: languageSchema.default('uk'),
  /** The mobile app asks for the session token in the body (it sends it back as `x-auth-token`). */
  client: z.enum(['web', 'mobile']).default('web'),
  /** Required while captcha is enabled; 422 `captcha_required` without a valid, unused one. */
  captchaToken: captchaTokenSchema.optional(),
};

/**
 * `POST /rest/registerV2/` (and `POST /a/register/` for landings, source `landing` unless given). E-mail or phone
 * is required; `primaryContact` defaults to e-mail when both are given.
 */
export const registerRequestSchema = z
  .object({
    email: emailFieldSchema.optional(),
    phone: phoneFieldSchema.optional(),
    primaryContact: contactTypeSchema.optional(),
    ...registrationDetailsSchema,
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: 'an e-mail or a phone is required',
    path: ['email'],
  })
  .refine((body) => !body.primaryContact || body[body.primaryContact] !== undefined, {
    message: 'the primary contact must be given',
    path: ['primaryContact'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Where a player stands in the funnel: what is still to confirm or fill, and whether a code is on its way. */
export const registrationStateSchema = z.object({
  complete: z.boolean(),
  funnel: registrationFunnelSchema,
  verificationFlow: verificationFlowSchema,
  /** Contacts still to confirm, primary first; empty when the funnel needs nothing more. */
  pendingConfirmations: z.array(contactTypeSchema),
  /** The password was generated and sent; register-complete lets the player set their own. */
  hasAutoPassword: z.boolean(),
  /** The code sent right after registration, if the funnel sent one. */
  codeSent: z
    .object({ type: contactTypeSchema, channel: codeChannelSchema, resendAvailableAt: z.iso.datetime() })
    .nullable(),
});
export type RegistrationState = z.infer<typeof registrationStateSchema>;

/** Answer of every register call: the new player, signed in (cookie; `token` only for `client: 'mobile'`). */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  playerId: z.number().int(),
  login: z.string(),
  registration: registrationStateSchema,
  token: z.string().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `GET|POST /rest/otp/get-flow/`: which registration flow a source uses (query or body). */
export const registrationFlowRequestSchema = z.object({
  registration_source: labelSchema.optional(),
  version: z.coerce.number().int().min(1).max(1000).optional(),
});
export type RegistrationFlowRequest = z.input<typeof registrationFlowRequestSchema>;

export const registrationFlowResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    registration_flow: verificationFlowSchema,
    /**
     * Where the client goes once registration through this source is complete (a same-site path, such as the
     * deposit for the cash source), or null to stay where the player is.
     */
    redirectUrl: z.string().nullable(),
    source: z.string(),
    funnelType: registrationFunnelTypeSchema,
  }),
});
export type RegistrationFlowResponse = z.infer<typeof registrationFlowResponseSchema>;

/**
 * `POST /rest/otp/request-register-code/`: a code by sms to a phone that has no account yet. Texts cost money,
 * so this step asks for the captcha too while it is enabled.
 */
export const registerCodeRequestSchema = z.object({
  phone: phoneFieldSchema,
  language: languageSchema.default('uk'),
  captchaToken: captchaTokenSchema.optional(),
});
export type RegisterCodeRequest = z.input<typeof registerCodeRequestSchema>;

/** Answer of every code request: when the code expires and when another may be asked for. */
export const codeSentResponseSchema = z.object({
  success: z.literal(true),
  channel: codeChannelSchema,
  codeLength: z.number().int(),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/** `POST /rest/otp/register/`: phone-first registration with the code from request-register-code. */
export const otpRegisterRequestSchema = z.object({
  phone: phoneFieldSchema,
  code: otpCodeSchema,
  email: emailFieldSchema.optional(),
  ...registrationDetailsSchema,
});
export type OtpRegisterRequest = z.input<typeof otpRegisterRequestSchema>;

/** `POST /rest/players/register/complete/`: the signed-in player fills what the funnel still needs. */
export const registerCompleteRequestSchema = z.object({
  ...confirmationsSchema,
  /** Replaces a generated password. */
  password: newPasswordSchema.optional(),
  currency: currencySchema.optional(),
  nickname: nicknameSchema.optional(),
});
export type RegisterCompleteRequest = z.input<typeof registerCompleteRequestSchema>;

export const registerCompleteResponseSchema = z.object({
  success: z.literal(true),
  registration: registrationStateSchema,
});
export type RegisterCompleteResponse = z.infer<typeof registerCompleteResponseSchema>;

/** One field of a registration form, shown in `order`. */
export const registrationFormFieldSchema = z.object({
  name: z.enum(REGISTRATION_FORM_FIELDS),
  required: z.boolean(),
  order: z.number().int(),
});

/** The screen variant a registration form is asked for by; an unknown one is 404 `registration_form_not_found`. */
export const registrationFormParamsSchema = z.object({ id: z.string().max(64) });

/** `GET /rest/registration-form/{variant}/`: the form of a screen variant. */
export const registrationFormResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    variant: registrationVariantSchema,
    /** Which register call the form posts to. */
    endpoint: z.enum(['/rest/registerV2/', '/rest/otp/register/']),
    fields: z.array(registrationFormFieldSchema),
  }),
});
export type RegistrationFormResponse = z.infer<typeof registrationFormResponseSchema>;
