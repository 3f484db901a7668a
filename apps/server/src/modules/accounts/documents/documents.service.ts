import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AutoVerificationData,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_FIELDS,
  DOCUMENTS_PER_PLAYER,
  type DocumentKind,
  type PlayerDocument,
  REJECTION_REASON_MAX_LENGTH,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import { currentAuditContext, writeAuditRecord } from '../../audit/index.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { documentStatusChanged } from './document-events.ts';
import type { DocumentStorage } from './document-storage.ts';
import { documentsErrors } from './documents.errors.ts';
import type { DocumentsRepository, PendingDocumentRow } from './documents.repository.ts';
import type { DocumentStatus, PlayerDocumentRow } from './documents.schema.ts';
import { FileTooLargeError, UnsupportedFileTypeError, UploadInspector } from './upload-inspector.ts';

/** One part of an upload form, in the order the client sent them. */
export type UploadPart =
  | { type: 'field'; name: string; value: unknown }
  | { type: 'file'; name: string; fileName: string; content: Readable };

export type DocumentDecision = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

interface StoredFile {
  id: string;
  storageKey: string;
  fileName: string;
  mimeType: PlayerDocument['mimeType'];
  sizeBytes: number;
  sha256: string;
}

/** Identity documents: players upload them, reviewers decide them, and the player's verification status follows. */
export class DocumentsService {
  readonly #documents: DocumentsRepository;
  readonly #players: PlayersRepository;
  readonly #storage: DocumentStorage;
  readonly #clock: Clock;

  constructor(deps: {
    documents: DocumentsRepository;
    players: PlayersRepository;
    storage: DocumentStorage;
    clock: Clock;
  }) {
    this.#documents = deps.documents;
    this.#players = deps.players;
    this.#storage = deps.storage;
    this.#clock = deps.clock;
  }

  async list(
    playerId: number,
  ): Promise<{ documents: PlayerDocument[]; verificationStatus: VerificationStatus }> {
    const player = await this.#player(playerId);
    const rows = await this.#documents.listByPlayer(playerId);
    return { documents: rows.map(toPlayerDocument), verificationStatus: verificationStatusOf(player) };
  }

  /** `autoVerificationData` of spec section 3: automatic verification is not offered, documents are reviewed. */
  async verificationData(playerId: number): Promise<AutoVerificationData> {
    const player = await this.#player(playerId);
    return {
      isAvailable: false,
      status: verificationStatusOf(player),
      documents: await this.#documents.countByPlayer(playerId),
    };
  }

  /**
   * Stores the form's file and records it as a pending document; the player's status becomes `pending` unless
   * already approved. The record, the status and their events commit together. Any refusal (size, type, kind,
   * limit) leaves no file and no record behind.
   */
  async upload(
    playerId: number,
    parts: AsyncIterable<UploadPart>,
  ): Promise<{ document: PlayerDocument; verificationStatus: VerificationStatus }> {
    // Checked before reading the file, and again atomically when recording it.
    if ((await this.#documents.countByPlayer(playerId)) >= DOCUMENTS_PER_PLAYER) {
      throw documentsErrors.tooManyDocuments();
    }
    let kind: unknown;
    let stored: StoredFile | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field' && part.name === DOCUMENT_UPLOAD_FIELDS.kind) kind = part.value;
        else if (part.type === 'file' && part.name === DOCUMENT_UPLOAD_FIELDS.file && !stored) {
          stored = await this.#store(playerId, part.fileName, part.content);
        } else if (part.type === 'file') part.content.resume();
      }
      if (!stored) throw documentsErrors.fileMissing();
      if (!isDocumentKind(kind)) throw documentsErrors.unknownKind();
      const row = { ...stored, playerId, kind, status: 'pending' as const, createdAt: this.#clock.now() };
      return await this.#documents.transaction(async (tx) => {
        const document = await this.#documents.insertWithinLimit(tx, row, DOCUMENTS_PER_PLAYER);
        if (!document) throw documentsErrors.tooManyDocuments();
        const player = await this.#players.within(tx).findById(playerId);
        if (!player) throw documentsErrors.notSignedIn();
        const verificationStatus = verificationStatusOf(player) === 'approved' ? 'approved' : 'pending';
        return { document: await this.#record(tx, document, verificationStatus), verificationStatus };
      });
    } catch (error) {
      if (stored) await this.#storage.delete(stored.storageKey);
      throw error;
    }
  }

  /** The review queue, oldest first. */
  pending(): Promise<PendingDocumentRow[]> {
    return this.#documents.listPending();
  }

  /** The back office's queue of one status: waiting documents oldest first, decided ones newest first. */
  queue(status: DocumentStatus, limit: number): Promise<PendingDocumentRow[]> {
    return this.#documents.queue(status, limit);
  }

  /** A player's documents as stored, newest first (the back office's player page). */
  forPlayer(playerId: number): Promise<PlayerDocumentRow[]> {
    return this.#documents.listByPlayer(playerId);
  }

  /** A document of this brand and its stored file, to show an operator; 404 `document_not_found` otherwise. */
  async file(documentId: string): Promise<{ document: PlayerDocumentRow; content: Readable }> {
    const document = await this.#documents.findById(documentId);
    const content = document && (await this.#storage.open(document.storageKey));
    if (!document || !content) throw documentsErrors.notFound();
    return { document, content };
  }

  /**
   * Decides a pending document and sets the player's verification status to match: approved, or rejected (the
   * reason stays on the document, for the player to read).
   */
  async decide(
    documentId: string,
    decision: DocumentDecision,
  ): Promise<{ document: PlayerDocumentRow; verificationStatus: VerificationStatus }> {
    const reason = decision.verdict === 'reject' ? decision.reason.trim() : null;
    if (reason !== null && (!reason || reason.length > REJECTION_REASON_MAX_LENGTH)) {
      throw documentsErrors.reasonRequired();
    }
    const existing = await this.#documents.findById(documentId);
    if (!existing) throw documentsErrors.notFound();
    const at = this.#clock.now();
    const status = reason === null ? 'approved' : 'rejected';
    const document = await this.#documents.transaction(async (tx) => {
      const decided = await this.#documents.decide(tx, documentId, { status, rejectionReason: reason }, at);
      if (!decided) throw documentsErrors.alreadyDecided();
      await this.#record(tx, decided, status);
      await writeAuditRecord(tx, at, await currentAuditContext(), {
        playerId: decided.playerId,
        action: 'document.decided',
        before: { documentId: decided.id, status: existing.status },
        after: { documentId: decided.id, status },
        reason,
      });
      return decided;
    });
    return { document, verificationStatus: status };
  }

  /**
   * In the document's transaction: the player's verification status follows it (the players module announces a
   * status that moved), and the document's own change is announced to its owner.
   */
  async #record(
    tx: Db,
    document: PlayerDocumentRow,
    verificationStatus: VerificationStatus,
  ): Promise<PlayerDocument> {
    const at = document.decidedAt ?? document.createdAt;
    await this.#players.within(tx).update(document.playerId, { verificationStatus }, at);
    const view = toPlayerDocument(document);
    await appendOutboxEvents(tx, [documentStatusChanged(document.playerId, view)]);
    return view;
  }

  async #player(playerId: number): Promise<PlayerRow> {
    const player = await this.#players.findById(playerId);
    if (!player) throw documentsErrors.notSignedIn();
    return player;
  }

  /** Streams the file to storage through the inspector; a refused file is stopped and never becomes visible. */
  async #store(playerId: number, fileName: string, content: Readable): Promise<StoredFile> {
    const id = randomUUID();
    const storageKey = `${playerId}/${id}`;
    const inspector = new UploadInspector(DOCUMENT_MAX_BYTES);
    content.on('error', (error) => inspector.destroy(error));
    // The file starts flowing now, maybe before the storage reads it; a refusal raised in between stays on
    // `inspector.errored` (and fails the storage's write) instead of escaping as an uncaught error.
    inspector.on('error', () => {});
    try {
      await this.#storage.put(storageKey, content.pipe(inspector));
    } catch (error) {
      // Let the rest of the refused file flow past, so the request ends normally.
      content.resume();
      const cause = inspector.errored ?? error;
      if (cause instanceof FileTooLargeError) throw documentsErrors.fileTooLarge();
      if (cause instanceof UnsupportedFileTypeError) throw documentsErrors.unsupportedFileType();
      throw cause;
    }
    return { id, storageKey, fileName: fileName.slice(0, 255), ...inspector.result() };
  }
}

function isDocumentKind(value: unknown): value is DocumentKind {
  return DOCUMENT_KINDS.includes(value as DocumentKind);
}

export function verificationStatusOf(player: PlayerRow): VerificationStatus {
  const status = player.verificationStatus as VerificationStatus;
  if (!VERIFICATION_STATUSES.includes(status)) {
    throw new Error(`player ${player.id} has an unknown verification status: ${player.verificationStatus}`);
  }
  return status;
}

function toPlayerDocument(row: PlayerDocumentRow): PlayerDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    fileName: row.fileName,
    mimeType: row.mimeType as PlayerDocument['mimeType'],
    sizeBytes: row.sizeBytes,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}
