import type { SelfLimitBlock } from '@casino/contracts';
import { AppError } from '../../platform/http/app-error.ts';

export const responsibleErrors = {
  /** Spec section 8: HTTP 444 on every real-money action while a time-out or self-exclusion is in force. */
  selfExcluded: (till: Date | null) =>
    new AppError('self_excluded', 'Play and deposits are closed by your own choice', {
      details: { till: till?.toISOString() ?? null },
    }),
  /** A deposit, bet or session over a limit (SelfLimitBlockModal): which limit, what is left, when it resets. */
  limitReached: (block: SelfLimitBlock) =>
    new AppError('self_limit_reached', `Your ${block.period} ${block.type} limit does not allow this`, {
      details: { ...block },
    }),
  /** A new exclusion may only lengthen the one in force, never shorten it. */
  exclusionShorter: (till: Date | null) =>
    new AppError('exclusion_shorter', 'An exclusion already in force lasts longer', {
      details: { till: till?.toISOString() ?? null },
    }),
  /** Play waits for the player to acknowledge a reality check (RTS 13). */
  realityCheckPending: () =>
    new AppError('reality_check_pending', 'Please acknowledge the reality check to continue playing'),
};
