import { defineModule } from '../../platform/module.ts';
import { registerAuditContext } from './audit-context.ts';
import { auditSubscriber } from './audit-subscriber.ts';

/** The audit trail: every request runs in an audit scope, and the relay records the events it must keep. */
export const auditPlugin = defineModule('audit', {}, async (app) => {
  registerAuditContext(app);
  app.outbox.subscribe(auditSubscriber());
});
