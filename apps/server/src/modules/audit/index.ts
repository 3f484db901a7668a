/**
 * The audit trail's facade: records of who changed what, written in the transaction of the change, with the
 * actor taken from the request or the named tool being run.
 */
export { actingAs, currentAuditContext } from './audit-context.ts';
export {
  type AuditContext,
  AuditTrail,
  playerActor,
  systemActor,
  writeAuditRecord,
} from './audit-trail.ts';
