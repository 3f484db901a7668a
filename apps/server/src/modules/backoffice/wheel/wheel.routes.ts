import { OPERATOR_WHEEL_ENDPOINTS, type WheelAdmin } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { type WheelRow, wheelTermsOf } from '../../chance/index.ts';
import { configurationChangeRecord } from '../configuration-change-record.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type Admin = FastifyInstance['chance']['wheelAdmin'];

function wheelOf(row: WheelRow): WheelAdmin {
  return {
    slug: row.slug,
    terms: wheelTermsOf(row),
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The wheels of fortune in the console (decision 036): listed and read with their segments, and each changed with
 * its audit record (the operator, the terms before and after, the reason) in the change's transaction.
 */
export function wheelRoutes(app: FastifyInstance, guard: OperatorGuard, admin: Admin): void {
  serveOperatorEndpoints(
    app,
    OPERATOR_WHEEL_ENDPOINTS,
    {
      list: async () => ({ success: true, wheels: (await admin.list()).map(wheelOf) }),
      read: async ({ params }) => ({ success: true, wheel: wheelOf(await admin.wheel(params.slug)) }),
      change: async ({ params, body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'wheel.changed',
          reason: body.reason,
          audited: (wheel: WheelRow) => ({ slug: wheel.slug, ...wheelTermsOf(wheel) }),
        });
        const row = await admin.change(params.slug, body.terms, record);
        return { success: true, wheel: wheelOf(row) };
      },
    },
    guard,
  );
}
