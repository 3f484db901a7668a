/** The web module's facade: the content security policy's nonce for pages other modules serve themselves. */
export { newNonce } from './content-security-policy.ts';
