import type { ModalParams } from '../../../lib/modals/modal-registry';

/** What the end-of-competition modals show, read back from their parameters (`stopModalParams`). */
export interface OverParams {
  slug: string;
  title: string;
  position: number | null;
  points: number | null;
  prize: string;
}

function whole(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function readOverParams(params: ModalParams): OverParams {
  return {
    slug: params.slug ?? '',
    title: params.title ?? '',
    position: whole(params.position),
    points: whole(params.points),
    prize: params.prize ?? '',
  };
}
