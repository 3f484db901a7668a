/** The sandbox payment provider's facade: what its clients share with it. */
export { sandboxMerchantKey } from './merchant-key.ts';
