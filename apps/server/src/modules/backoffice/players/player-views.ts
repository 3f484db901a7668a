import {
  DOCUMENT_KINDS,
  type DocumentKind,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@casino/contracts';
import type { PlayerDocumentView, PlayerSummary } from '@casino/contracts/backoffice';
import type { Accounts, PlayerRow } from '../../accounts/index.ts';

type DocumentRow = Awaited<ReturnType<Accounts['documents']['forPlayer']>>[number];

/** A player's full name as the console shows it, from what they gave; null when they gave none. */
function nameOf(player: PlayerRow): string | null {
  const name = [player.firstName, player.lastName].filter((part) => part?.trim()).join(' ');
  return name || null;
}

function verificationStatusOf(player: PlayerRow): VerificationStatus {
  const status = player.verificationStatus as VerificationStatus;
  // The column is free text in SQL; a value outside the contract's list would fail the reply, so it is caught here.
  if (!VERIFICATION_STATUSES.includes(status)) {
    throw new Error(`player ${player.id} has an unknown verification status: ${player.verificationStatus}`);
  }
  return status;
}

/** One line of the search's results. Text goes out as stored: the console renders it as text, never as HTML. */
export function playerSummaryOf(player: PlayerRow): PlayerSummary {
  return {
    id: player.id,
    login: player.login,
    email: player.email,
    phone: player.phone,
    name: nameOf(player),
    currency: player.currency,
    status: player.status,
    verificationStatus: verificationStatusOf(player),
    createdAt: player.createdAt.toISOString(),
  };
}

export function documentViewOf(row: DocumentRow): PlayerDocumentView {
  if (!DOCUMENT_KINDS.includes(row.kind as DocumentKind)) {
    throw new Error(`document ${row.id} has an unknown kind: ${row.kind}`);
  }
  return {
    id: row.id,
    playerId: row.playerId,
    kind: row.kind as DocumentKind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
