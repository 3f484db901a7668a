import type {
  BonusTemplateDetail,
  BonusTemplateSummary,
  BonusTemplateTerms,
  PromoCodeView,
} from '@casino/contracts/backoffice';
import { isEditableKind, type TemplateTerms, type TemplateWithTakes } from '../../bonuses/index.ts';

type TemplateRow = TemplateWithTakes['template'];

/** The console's terms as the engine keeps them: dates as dates. */
export function termsOf(terms: BonusTemplateTerms): TemplateTerms {
  return {
    ...terms,
    startsAt: terms.startsAt ? new Date(terms.startsAt) : null,
    endsAt: terms.endsAt ? new Date(terms.endsAt) : null,
  };
}

/** A template's terms in the shape the console's form edits and sends back. */
function termsView(template: TemplateRow): BonusTemplateDetail['terms'] {
  const { id: _id, slug: _slug, createdAt: _createdAt, ...terms } = template;
  return {
    ...terms,
    startsAt: template.startsAt?.toISOString() ?? null,
    endsAt: template.endsAt?.toISOString() ?? null,
  };
}

export function templateSummaryOf({ template, taken }: TemplateWithTakes): BonusTemplateSummary {
  return {
    id: template.id,
    slug: template.slug,
    kind: template.kind,
    category: template.category,
    title: template.title.en,
    promoCode: template.promoCode,
    listed: template.listed,
    active: template.active,
    startsAt: template.startsAt?.toISOString() ?? null,
    endsAt: template.endsAt?.toISOString() ?? null,
    priority: template.priority,
    freebet: template.freebet,
    editable: isEditableKind(template.kind),
    taken,
  };
}

export function templateDetailOf({ template, taken }: TemplateWithTakes): BonusTemplateDetail {
  return {
    id: template.id,
    slug: template.slug,
    createdAt: template.createdAt.toISOString(),
    taken,
    editable: isEditableKind(template.kind),
    terms: termsView(template),
  };
}

/** Whether a player typing the template's code at `now` gets the bonus: active and inside its dates. */
function redeemable(template: TemplateRow, now: Date): boolean {
  if (!template.active) return false;
  if (template.startsAt && template.startsAt > now) return false;
  return !template.endsAt || template.endsAt > now;
}

export function promoCodeViewOf(
  { template, uses }: { template: TemplateRow; uses: { uses: number; lastUsedAt: Date | null } },
  now: Date,
): PromoCodeView {
  return {
    code: template.promoCode ?? '',
    template: { id: template.id, slug: template.slug, title: template.title.en },
    redeemable: redeemable(template, now),
    startsAt: template.startsAt?.toISOString() ?? null,
    endsAt: template.endsAt?.toISOString() ?? null,
    uses: uses.uses,
    lastUsedAt: uses.lastUsedAt?.toISOString() ?? null,
  };
}
