import type { BrandFeatures } from '@casino/contracts';

/**
 * Every modal of spec section 2 by name, plus the product's own. A modal may be opened by name (from code or
 * the `openModal` deep link) only once the site's modal table (`shell/modal-table.ts`) has it.
 */
export const MODAL_NAMES = [
  // Auth and registration; the king brand uses the `New` variants (see brandModalName).
  'Login',
  'LoginNew',
  'Register',
  'RegisterNew',
  'RegisterComplete',
  'RegistrationConfirm',
  'RegistrationConfirmNew',
  'RegistrationCompleted',
  'RegisterBonusPromo',
  'PartnerRegistrationPopup',
  'AlternateRegistrationWheelPopup',
  'PasswordChange',
  'PasswordChangeNew',
  'PasswordFailure',
  'PasswordFailureNew',
  'BlockedAccount',
  'BlockedAccountNew',
  // Verification and limits
  'VerificationConfirm',
  'VerificationIdentityModal',
  'WithdrawVerifyInfo',
  'LudomanModal',
  'LudomanCashbackModal',
  'SelfLimitBlockModal',
  // The product's own: the reality check of RTS 13 (the spec names the realityCheck message, not its modal).
  'RealityCheckModal',
  // Bonuses
  'BonusPopup',
  'BonusRequiresDepositPopup',
  'BonusActivateModal',
  'BonusAccessBalanceLimitModal',
  'RiskBonusPopup',
  'DailyBonusModal',
  'CashbackActivated',
  'CashbackActivate',
  'AllowedWithDepBonus',
  'PartnerBonusModal',
  'WelcomeQuest',
  'WelcomeQuestModal',
  'PromoCodesPopup',
  // The product's own: the free spins a free-spin bonus gave (the `fs-bonus-applied` deep link).
  'FreeSpinsApplied',
  // The product's own: the birthday modal (the spec opens one for a player with a birthday bonus, unnamed).
  'BirthdayBonusModal',
  // Wheels, chests, lottery and league
  'BoostersPopup',
  'WheelFortunePopup',
  'WheelFortuneConfirmationPopup',
  'WheelFortuneErrorPopup',
  'LotteryLootBoxesPopup',
  'ChestsPopup',
  'StatusSystemUpdatesModal',
  'NewVipStatus',
  'SevensVipQuestsModal',
  'SevensVipShop',
  // The product's own name for the daily activity modal (the spec's `activity=Dices` and unnamed dice `openModal`).
  'DailyDice',
  // Other
  'Game',
  'PublicProfile',
  'PublicProfilePopup',
  'JackpotSevensSuccessModal',
  'RaceOverModal',
  'PromoTournamentPrizeModal',
  'WithdrawCancelPopup',
  'TransferredPopup',
  'Onboarding',
  'MoneyBoxModal',
  'StoriesSliderModal',
  'ExitPopup',
  // The product's own: the support channels of the brand.
  'SupportContacts',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/** Modals that brands with `modalNameNewSuffix` (king) open under their `New` name. */
export type NewSuffixModal =
  | 'Login'
  | 'Register'
  | 'RegistrationConfirm'
  | 'PasswordChange'
  | 'PasswordFailure'
  | 'BlockedAccount';

/** The one place that turns a modal into the brand's variant of it: `Register` -> `RegisterNew` on king. */
export function brandModalName(
  name: NewSuffixModal,
  features: Pick<BrandFeatures, 'modalNameNewSuffix'>,
): ModalName {
  if (!features.modalNameNewSuffix) return name;
  // The type check proves every `New` variant is a known modal name.
  return `${name}New` as const satisfies ModalName;
}
