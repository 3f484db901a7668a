import { z } from 'zod';

/**
 * A legal text is written as blocks, never as HTML, so an operator's edit cannot put markup on the page:
 * paragraphs, bulleted lists, and contact lines (a help line's phone, a site, an e-mail) with their link.
 */
export const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()).min(1) }),
  z.object({
    type: z.literal('contacts'),
    items: z
      .array(
        z.object({
          label: z.string(),
          value: z.string(),
          /** `tel:`, `mailto:`, an `https:` address, or a site path (`/responsible-gaming/`). */
          href: z.string().regex(/^(tel:|mailto:|https:\/\/|\/)/),
        }),
      )
      .min(1),
  }),
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

export const legalSectionSchema = z.object({
  /** The section's anchor on the page (`/terms/#withdrawals`). */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  blocks: z.array(legalBlockSchema).min(1),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const legalPageSchema = z.object({
  intro: z.string(),
  /** The day the text took effect, `YYYY-MM-DD`. */
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalPageContent = z.infer<typeof legalPageSchema>;
