import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { uniqueViolation } from '../../../platform/db/unique-violation.ts';
import { AppError, validationFailed } from '../../../platform/http/app-error.ts';
import { currentAuditContext, writeAuditRecord } from '../../audit/index.ts';
import type { BonusTemplateDraft, BonusTemplates } from '../bonus-templates.ts';
import type { BonusTemplateRow } from '../bonuses.repository.ts';
import type { CodeUses, TemplateAdminRepository, TemplateTakes } from './template-admin.repository.ts';

/** A template's terms: everything an operator writes but its slug, which never changes. */
export type TemplateTerms = Omit<BonusTemplateDraft, 'slug'>;

export interface TemplateWithTakes {
  template: BonusTemplateRow;
  taken: TemplateTakes;
}

/** The kinds whose terms live in programmes of their own (cashback, insurance): listed here, edited there. */
const PROGRAMME_KINDS: readonly BonusTemplateRow['kind'][] = ['cashback', 'insurance'];

export function isEditableKind(kind: BonusTemplateRow['kind']): boolean {
  return !PROGRAMME_KINDS.includes(kind);
}

export interface TemplateAdminDeps {
  db: Db;
  clock: Clock;
  templates: Pick<BonusTemplates, 'check'>;
  repository: TemplateAdminRepository;
  /** The catalogue's games of a provider (slugs): free spins are given on games that exist. */
  providerGames: (provider: string) => Promise<string[]>;
}

const NO_TAKES: TemplateTakes = { all: 0, live: 0 };

/**
 * Bonus templates as the back office writes them: created and changed in one transaction with their audit
 * record (the operator, the terms before and after, the reason). A taken bonus keeps its own copy of its terms, so
 * an edit applies to bonuses taken after it; the site reads templates fresh, so it applies at once.
 */
export class BonusTemplateAdmin {
  readonly #deps: TemplateAdminDeps;

  constructor(deps: TemplateAdminDeps) {
    this.#deps = deps;
  }

  async list(): Promise<TemplateWithTakes[]> {
    const { db, repository } = this.#deps;
    const [templates, takes] = await Promise.all([repository.everyTemplate(db), repository.takes(db)]);
    return templates.map((template) => ({ template, taken: takes.get(template.id) ?? NO_TAKES }));
  }

  async get(id: number): Promise<TemplateWithTakes | undefined> {
    const { db, repository } = this.#deps;
    const template = await repository.find(db, id);
    return template && this.#withTakes(db, template);
  }

  /** Adds a template; a slug or promo code another template has is refused (422 naming the field). */
  async create(slug: string, terms: TemplateTerms, reason: string): Promise<TemplateWithTakes> {
    await this.#check(terms);
    const { db, clock, repository } = this.#deps;
    return this.#writing(() =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const template = await repository.insert(tx, { slug, ...terms, createdAt: now });
        await writeAuditRecord(tx, now, await currentAuditContext(), {
          playerId: null,
          action: 'bonus_template.created',
          after: auditedTerms(template),
          reason,
        });
        return { template, taken: NO_TAKES };
      }),
    );
  }

  /**
   * Changes a template's terms; undefined for an unknown id. Its kind stays (bonuses were taken as that kind),
   * and a cashback or insurance template is changed through its programme.
   */
  async update(id: number, terms: TemplateTerms, reason: string): Promise<TemplateWithTakes | undefined> {
    await this.#check(terms);
    const { db, clock, repository } = this.#deps;
    return this.#writing(() =>
      db.transaction(async (tx) => {
        const before = await repository.lockTemplate(tx, id);
        if (!before) return undefined;
        if (!isEditableKind(before.kind)) {
          throw validationFailed({ 'terms.kind': 'its terms are its programme’s' });
        }
        if (terms.kind !== before.kind) throw validationFailed({ 'terms.kind': 'a template keeps its kind' });
        const template = await repository.update(tx, id, terms);
        await writeAuditRecord(tx, clock.now(), await currentAuditContext(), {
          playerId: null,
          action: 'bonus_template.changed',
          before: auditedTerms(before),
          after: auditedTerms(template),
          reason,
        });
        return this.#withTakes(tx, template);
      }),
    );
  }

  /** Templates with a promo code, in the list's order, with how often each code was used. */
  async promoCodes(): Promise<{ template: BonusTemplateRow; uses: CodeUses }[]> {
    const { db, repository } = this.#deps;
    const [templates, uses] = await Promise.all([repository.everyTemplate(db), repository.codeUses(db)]);
    return templates
      .filter((template) => template.promoCode !== null)
      .map((template) => ({ template, uses: uses.get(template.id) ?? { uses: 0, lastUsedAt: null } }));
  }

  async #withTakes(executor: Db, template: BonusTemplateRow): Promise<TemplateWithTakes> {
    const takes = await this.#deps.repository.takes(executor, [template.id]);
    return { template, taken: takes.get(template.id) ?? NO_TAKES };
  }

  /** The rules every template follows (the engine's own), and free spins on games the catalogue has. */
  async #check(terms: TemplateTerms): Promise<void> {
    try {
      this.#deps.templates.check(terms);
    } catch (error) {
      throw underTerms(error);
    }
    const spins = terms.freeSpins;
    if (!spins) return;
    const games = new Set(await this.#deps.providerGames(spins.provider));
    const unknown = spins.gameSlugs.filter((slug) => !games.has(slug));
    if (unknown.length > 0) {
      throw validationFailed({
        'terms.freeSpins.gameSlugs': `not games of ${spins.provider}: ${unknown.join(', ')}`,
      });
    }
  }

  /** A slug or promo code taken meanwhile by another template is the operator's to change, not a failure. */
  async #writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === 'bonus_templates_slug')
        throw validationFailed({ slug: 'another template has this slug' });
      if (index === 'bonus_templates_promo_code') {
        throw validationFailed({ 'terms.promoCode': 'another template has this code' });
      }
      throw error;
    }
  }
}

/** The engine's field errors, named as the console's form names them (under `terms`). */
function underTerms(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  return validationFailed(
    Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [`terms.${field}`, message])),
  );
}

/** A template's terms as the audit trail keeps them (dates as text). */
function auditedTerms(template: BonusTemplateRow): Record<string, unknown> {
  const { createdAt: _, ...terms } = template;
  return terms;
}
