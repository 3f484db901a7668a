import type { ModalEntry, ModalTable } from '../lib/modals/modal-registry';

const login: ModalEntry = {
  load: () => import('../features/auth/modals/login-modal'),
  audience: 'guest',
  queryParams: ['view', 'type', 'contact'],
  size: 'sm',
};
const register: ModalEntry = {
  load: () => import('../features/auth/modals/register-modal'),
  audience: 'guest',
  size: 'sm',
};
const registrationConfirm: ModalEntry = {
  load: () => import('../features/auth/modals/registration-confirm-modal'),
  audience: 'player',
  queryParams: ['type'],
  size: 'sm',
};
const passwordChange: ModalEntry = {
  load: () => import('../features/auth/modals/password-change-modal'),
  // Opened by code with a restore token (the `change-password` deep link), never by `openModal` for guests.
  audience: 'player',
  size: 'sm',
};
const passwordFailure: ModalEntry = {
  load: () => import('../features/auth/modals/password-failure-modal'),
  audience: 'any',
  size: 'sm',
};
const blockedAccount: ModalEntry = {
  load: () => import('../features/auth/modals/blocked-account-modal'),
  audience: 'any',
  size: 'sm',
};
const welcomeQuest: ModalEntry = {
  load: () => import('../features/bonuses/recurring/welcome-quest-modal'),
  audience: 'player',
  size: 'sm',
};
const publicProfile: ModalEntry = {
  load: () => import('../features/profile/modals/public-profile-modal'),
  // Guests may see other players' profiles; their own (`my`) needs a session, which the server checks.
  audience: 'any',
  queryParams: ['login'],
  size: 'sm',
};

const COMPETITION_OVER_PARAMS = ['slug', 'title', 'position', 'points', 'prize'] as const;

/**
 * The site's modals, one entry each (rule 9: modals are a table): the composition root installs it, so the
 * features that provide the bodies are named here and nowhere in lib. A name missing here opens nothing.
 */
export const MODAL_TABLE: ModalTable = {
  // Auth and registration: the king brand opens the same bodies under the `New` names.
  Login: login,
  LoginNew: login,
  Register: register,
  RegisterNew: register,
  RegistrationConfirm: registrationConfirm,
  RegistrationConfirmNew: registrationConfirm,
  RegistrationCompleted: {
    load: () => import('../features/auth/modals/registration-completed-modal'),
    audience: 'player',
    size: 'sm',
  },
  RegisterComplete: {
    load: () => import('../features/auth/modals/register-complete-modal'),
    audience: 'player',
    size: 'sm',
  },
  RegisterBonusPromo: {
    load: () => import('../features/auth/modals/register-bonus-promo-modal'),
    // Guests are offered registration, players the deposit.
    audience: 'any',
    size: 'sm',
  },
  PartnerRegistrationPopup: {
    load: () => import('../features/auth/modals/partner-registration-modal'),
    audience: 'guest',
    size: 'sm',
  },
  PasswordChange: passwordChange,
  PasswordChangeNew: passwordChange,
  PasswordFailure: passwordFailure,
  PasswordFailureNew: passwordFailure,
  BlockedAccount: blockedAccount,
  BlockedAccountNew: blockedAccount,
  // Verification and public profiles (the profile page opens them; so do deep links).
  VerificationIdentityModal: {
    load: () => import('../features/profile/modals/verification-identity-modal'),
    audience: 'player',
    size: 'sm',
  },
  VerificationConfirm: {
    load: () => import('../features/profile/modals/verification-confirm-modal'),
    audience: 'player',
    size: 'sm',
  },
  PublicProfile: publicProfile,
  PublicProfilePopup: publicProfile,
  SupportContacts: {
    load: () => import('../components/modals/support-contacts-modal'),
    audience: 'any',
    size: 'sm',
  },
  // The cash desk's: verification before withdrawals, a withdrawal's cancellation, and the exit popup.
  WithdrawVerifyInfo: {
    load: () => import('../features/cash/modals/withdraw-verify-info-modal'),
    audience: 'player',
    size: 'sm',
  },
  WithdrawCancelPopup: {
    load: () => import('../features/cash/modals/withdraw-cancel-modal'),
    // Opened by the cash desk with the withdrawal; a deep link has none to give.
    audience: 'player',
    size: 'sm',
  },
  ExitPopup: {
    load: () => import('../features/cash/modals/exit-popup-modal'),
    audience: 'player',
    layer: 'exit',
    size: 'sm',
  },
  // Player protection (spec sections 2 and 8, RTS 12 and 13). The Ludoman modals take `till` (the ISO end of the
  // exclusion, or `permanent`; without it they read the exclusion); SelfLimitBlockModal takes the refusal's `type`,
  // `period`, `limit`, `left` and `resetsAt`.
  LudomanModal: {
    load: () => import('../features/responsible/modals/ludoman-modal'),
    audience: 'player',
    queryParams: ['till'],
    size: 'sm',
  },
  LudomanCashbackModal: {
    load: () => import('../features/responsible/modals/ludoman-cashback-modal'),
    audience: 'player',
    queryParams: ['till'],
    size: 'sm',
  },
  SelfLimitBlockModal: {
    load: () => import('../features/responsible/modals/self-limit-block-modal'),
    audience: 'player',
    queryParams: ['type', 'period', 'limit', 'left', 'resetsAt'],
    size: 'sm',
  },
  RealityCheckModal: {
    load: () => import('../features/responsible/modals/reality-check-modal'),
    audience: 'player',
    size: 'sm',
  },
  // Bonuses (spec sections 2 and 7). PromoCodesPopup takes the `code` to check at once; the apply refusals' modals
  // take what the refusal carried: `max_balance_for_activation` (minor units, with `currency`) and
  // `days_since_last_deposit`.
  PromoCodesPopup: {
    load: () => import('../features/bonuses/modals/promo-codes-modal'),
    audience: 'player',
    size: 'md',
  },
  // The free spins the player has to play (the `fs-bonus-applied` deep link), with the way into the game.
  FreeSpinsApplied: {
    load: () => import('../features/bonuses/free-spins/free-spins-applied-modal'),
    audience: 'player',
    size: 'sm',
  },
  CashbackActivate: {
    load: () => import('../features/bonuses/cashback/cashback-activate-modal'),
    audience: 'player',
    queryParams: ['cashbackId'],
    size: 'md',
  },
  CashbackActivated: {
    load: () => import('../features/bonuses/cashback/cashback-activated-modal'),
    audience: 'player',
    queryParams: ['amount', 'currency', 'payout'],
    size: 'sm',
  },
  // The no-risk deposit: its terms and the opt-in, or (opened by a `restore` or `insurance-reject` push, with the
  // insurance's outcome) what came back or why it was rejected. A deep link opens the terms.
  RiskBonusPopup: {
    load: () => import('../features/bonuses/insurance/risk-bonus-popup'),
    audience: 'player',
    size: 'md',
  },
  BonusAccessBalanceLimitModal: {
    load: () => import('../features/bonuses/modals/balance-limit-modal'),
    audience: 'player',
    queryParams: ['max_balance_for_activation', 'currency'],
    size: 'sm',
  },
  // A personal offer (`offerId`), shown once; a sleeping bonus's activation (`bonusId`, the player's bonus).
  BonusPopup: {
    load: () => import('../features/bonuses/personal-offers/bonus-popup-modal'),
    audience: 'player',
    queryParams: ['offerId'],
    size: 'md',
  },
  BonusActivateModal: {
    load: () => import('../features/bonuses/personal-offers/bonus-activate-modal'),
    audience: 'player',
    queryParams: ['bonusId'],
    size: 'md',
  },
  // A gambling partner's bonus (`show-partner-bonus`, `get-partner-bonus`, `popup=start-chain` when one waits).
  PartnerBonusModal: {
    load: () => import('../features/bonuses/partner/partner-bonus-modal'),
    audience: 'player',
    size: 'md',
  },
  // A deposit made without a bonus may still take one (`allowedWithDep` push): the sleeping bonus (`bonusId`) and
  // the deposit it is for (`depositAmount`, minor units).
  AllowedWithDepBonus: {
    load: () => import('../features/bonuses/allowed-with-deposit/allowed-with-deposit-modal'),
    audience: 'player',
    queryParams: ['bonusId', 'depositAmount'],
    size: 'md',
  },
  BonusRequiresDepositPopup: {
    load: () => import('../features/bonuses/modals/requires-deposit-modal'),
    audience: 'player',
    queryParams: ['days_since_last_deposit'],
    size: 'sm',
  },
  // The daily bonus (`openModal=DailyBonusModal`), the birthday gift, and the welcome chain (`popup=start-chain`,
  // `openModal=WelcomeQuest`, which opens the same modal as its own name).
  // Chests (`openModal=ChestsPopup`): guests see the odds and are asked to sign in.
  ChestsPopup: {
    load: () => import('../features/chance/chests/chests-modal'),
    audience: 'any',
    size: 'md',
  },
  // A loot box of the player's: `id`, or the oldest still to open.
  LotteryLootBoxesPopup: {
    load: () => import('../features/chance/chests/loot-boxes-modal'),
    audience: 'player',
    queryParams: ['id'],
    size: 'md',
  },
  // The wheel of fortune: the wheel and its spin; the prize won (`prizeId`, the spin's); a refused spin (`code`);
  // the guest wheel, whose demo spin invites registration.
  WheelFortunePopup: {
    load: () => import('../features/chance/wheel/wheel-fortune-popup'),
    audience: 'any',
    size: 'md',
  },
  WheelFortuneConfirmationPopup: {
    load: () => import('../features/chance/wheel/wheel-confirmation-popup'),
    audience: 'player',
    queryParams: ['prizeId'],
    size: 'sm',
  },
  WheelFortuneErrorPopup: {
    load: () => import('../features/chance/wheel/wheel-error-popup'),
    audience: 'player',
    queryParams: ['code'],
    size: 'sm',
  },
  // A jackpot-sevens drop the player won (the `win` push): `amount` (minor units), `currency` and `roundId`.
  JackpotSevensSuccessModal: {
    load: () => import('../features/chance/sevens/jackpot-sevens-success-modal'),
    audience: 'player',
    queryParams: ['amount', 'currency', 'roundId'],
    size: 'sm',
  },
  AlternateRegistrationWheelPopup: {
    load: () => import('../features/chance/wheel/alternate-registration-wheel-popup'),
    audience: 'guest',
    size: 'md',
  },
  // The money box with the piggy bank beside it (`money-box` deep link, the player menu); `step` picks the tab.
  MoneyBoxModal: {
    load: () => import('../features/chance/money-box/money-box-modal'),
    audience: 'player',
    queryParams: ['step'],
    size: 'md',
  },
  // The daily and weekly dice (`activity=Dices`, `openModal=DailyDice`); `kind` picks the weekly one.
  DailyDice: {
    load: () => import('../features/chance/dice/dice-modal'),
    audience: 'any',
    queryParams: ['kind'],
    size: 'md',
  },
  DailyBonusModal: {
    load: () => import('../features/bonuses/recurring/daily-bonus-modal'),
    audience: 'player',
    size: 'md',
  },
  BirthdayBonusModal: {
    load: () => import('../features/bonuses/recurring/birthday-bonus-modal'),
    audience: 'player',
    size: 'md',
  },
  WelcomeQuestModal: welcomeQuest,
  WelcomeQuest: welcomeQuest,
  // The end of a competition the player took part in (a `tournament` push `stop`, or a link to it): `slug`,
  // `title`, `position`, `points` and `prize` (its name, empty for none).
  RaceOverModal: {
    load: () => import('../features/competitions/modals/race-over-modal'),
    audience: 'player',
    queryParams: COMPETITION_OVER_PARAMS,
    size: 'sm',
  },
  PromoTournamentPrizeModal: {
    load: () => import('../features/competitions/modals/promo-prize-modal'),
    audience: 'player',
    queryParams: COMPETITION_OVER_PARAMS,
    size: 'sm',
  },
  // A game in its frame: `slug`, and `isMoney` ('true' or 'false'; real money by default for players).
  Game: {
    load: () => import('./modals/game-modal'),
    audience: 'any',
    queryParams: ['slug', 'isMoney'],
    size: 'full',
  },
};
