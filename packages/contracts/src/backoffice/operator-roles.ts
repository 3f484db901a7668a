/**
 * The back office's roles and what each may do (issue 20: roles with permissions, segregation of duties). Plain
 * constants, importable by the console without zod: the server checks a permission on every call, the console only
 * hides what a role cannot use.
 */

/** What an operator may do, as `area.verb`. A permission is checked by the server for every console call. */
export const OPERATOR_PERMISSIONS = [
  'players.read',
  'players.review',
  'players.protect',
  'players.block',
  'players.note',
  'kyc.read',
  'kyc.decide',
  'payments.read',
  'withdrawals.decide',
  'withdrawals.pay',
  'ledger.read',
  'ledger.adjust',
  'ledger.approve',
  'ledger.reconcile',
  'audit.read',
  'reports.read',
  'games.read',
  'games.manage',
  'promotions.read',
  'promotions.manage',
  'content.read',
  'content.manage',
  'sportsbook.read',
  'sportsbook.manage',
  'operators.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** The jobs of the people who run the site; an operator has one or more. */
export const OPERATOR_ROLES = [
  'admin',
  'payments',
  'risk',
  'kyc',
  'support',
  'marketing',
  'content',
  'auditor',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const READ_PLAYERS = ['players.read', 'kyc.read', 'payments.read'] as const;

/**
 * Each role's permissions. Segregation of duties: whoever pays a withdrawal out is not whoever may adjust the
 * ledger, and an adjustment above the four-eyes threshold needs a second operator holding `ledger.approve` (the
 * server also refuses the one who asked). The auditor reads everything and changes nothing (running the ledger's
 * reconciliation only reads it). Marketing configures promotions; content edits the site's pages and games; risk
 * sets the sportsbook's limits and the bet delay.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  payments: [...READ_PLAYERS, 'withdrawals.decide', 'withdrawals.pay', 'ledger.read', 'reports.read'],
  risk: [
    ...READ_PLAYERS,
    'players.review',
    'players.protect',
    'players.block',
    'players.note',
    'withdrawals.decide',
    'ledger.read',
    'ledger.adjust',
    'ledger.approve',
    'ledger.reconcile',
    'audit.read',
    'reports.read',
    'games.read',
    'promotions.read',
    'sportsbook.read',
    'sportsbook.manage',
  ],
  kyc: [...READ_PLAYERS, 'kyc.decide', 'players.review', 'players.note'],
  support: ['players.read', 'kyc.read', 'players.note', 'players.protect', 'games.read'],
  marketing: [
    'players.read',
    'reports.read',
    'games.read',
    'promotions.read',
    'promotions.manage',
    'content.read',
  ],
  content: ['games.read', 'games.manage', 'promotions.read', 'content.read', 'content.manage'],
  auditor: [
    ...READ_PLAYERS,
    'ledger.read',
    'ledger.reconcile',
    'audit.read',
    'reports.read',
    'games.read',
    'promotions.read',
    'content.read',
    'sportsbook.read',
  ],
};

/** The permissions an operator with these roles holds. */
export function permissionsOf(roles: readonly OperatorRole[]): OperatorPermission[] {
  const held = new Set<OperatorPermission>(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return OPERATOR_PERMISSIONS.filter((permission) => held.has(permission));
}

/**
 * Who may call a console endpoint: anyone (the login form), any signed-in operator (their own session), or an
 * operator holding the named permission.
 */
export type OperatorAccess = 'public' | 'operator' | OperatorPermission;
