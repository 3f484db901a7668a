import {
  codeSentResponseSchema,
  otpRegisterRequestSchema,
  registerCodeRequestSchema,
  registerCompleteRequestSchema,
  registerCompleteResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  registrationFlowRequestSchema,
  registrationFlowResponseSchema,
  registrationFormParamsSchema,
  registrationFormResponseSchema,
} from '../registration.ts';
import { endpoint } from './endpoint.ts';

/** Registration by e-mail or phone with a password, from the site (`registerV2`) or a landing page. */
const register = {
  method: 'POST',
  auth: 'public',
  input: { body: registerRequestSchema },
  reply: registerResponseSchema,
} as const;

/** The flow of a registration source, asked by query or by body. */
const flow = {
  path: '/rest/otp/get-flow/',
  auth: 'public',
  summary: 'Which registration flow a source uses and where the player goes once registered',
  reply: registrationFlowResponseSchema,
} as const;

/**
 * Registration (spec section 7 "Auth and registration"): by e-mail or phone, phone-first by code, the funnel's
 * last step, the flow of a source and the forms of the screen variants. Whatever creates a player or texts a phone
 * passes the rate limits and the captcha first; the new player is signed in as a login signs in.
 */
export const REGISTRATION_ENDPOINTS = {
  register: endpoint({
    ...register,
    path: '/rest/registerV2/',
    summary: 'Creates the player and signs them in',
  }),
  registerFromLanding: endpoint({
    ...register,
    path: '/a/register/',
    summary: 'Creates the player from a landing page (source `landing` unless given) and signs them in',
  }),
  requestRegisterCode: endpoint({
    method: 'POST',
    path: '/rest/otp/request-register-code/',
    auth: 'public',
    summary: 'Texts a registration code to a phone that has no account yet',
    input: { body: registerCodeRequestSchema },
    reply: codeSentResponseSchema,
  }),
  registerWithCode: endpoint({
    method: 'POST',
    path: '/rest/otp/register/',
    auth: 'public',
    summary: 'Creates the player from a phone and the code it received, and signs them in',
    input: { body: otpRegisterRequestSchema },
    reply: registerResponseSchema,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/rest/players/register/complete/',
    auth: 'player',
    summary: 'The signed-in player gives what the registration funnel still needs',
    input: { body: registerCompleteRequestSchema },
    reply: registerCompleteResponseSchema,
  }),
  flow: endpoint({ ...flow, method: 'GET', input: { query: registrationFlowRequestSchema } }),
  flowByPost: endpoint({ ...flow, method: 'POST', input: { body: registrationFlowRequestSchema } }),
  form: endpoint({
    method: 'GET',
    path: '/rest/registration-form/:id/',
    auth: 'public',
    summary: 'The fields of a registration screen variant and the call it posts to',
    input: { params: registrationFormParamsSchema },
    reply: registrationFormResponseSchema,
  }),
};
