/** The side panels of a game: its rules and paytable, the provably-fair seeds, and the rounds of this visit. */
export type PanelName = 'rules' | 'fairness' | 'rounds';
