import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import type { TestApp } from './test-app.ts';

/** The field errors of a console change refused 422, as the form shows them. */
export function fieldsOf(response: LightMyRequestResponse): Record<string, string> {
  expect(response.statusCode, response.body).toBe(422);
  return response.json().error.fields;
}

/** The audit records of the console changes made with this reason. */
export function auditedWith(testApp: TestApp, reason: string) {
  return testApp.database.db.select().from(auditEvents).where(eq(auditEvents.reason, reason));
}
