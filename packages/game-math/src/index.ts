/**
 * Pure game mathematics shared by the game studio and the browser: RNG scaling without modulo bias, provably-fair
 * outcome derivation and paytables, with RTP simulation. No I/O. Filled by the games capability.
 */
export {};
