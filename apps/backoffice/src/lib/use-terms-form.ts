import type { Language } from '@casino/contracts';
import { useState } from 'react';

/** Field errors keyed as the server keys them (`terms.prizes.5.prize.amounts.USD`), so one map serves both. */
export type FormErrors = Record<string, string>;

/** What a form module reads from its form: the terms as the change call takes them, or each field's problem. */
export type TermsRead<Terms> = { ok: true; terms: Terms } | { ok: false; errors: FormErrors };

/**
 * The state every terms editor keeps (the dice, a lottery, a competition, a wheel…): the form as typed, its field
 * errors (the form's own or the server's), the language its texts are edited in, and the terms being saved while
 * the save dialog asks why. `save` reads the form and opens the dialog only when it reads whole.
 */
export function useTermsForm<Form, Terms>(initial: () => Form, read: (form: Form) => TermsRead<Terms>) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<Language>('uk');
  const [saving, setSaving] = useState<Terms>();
  return {
    form,
    update: (change: Partial<Form>) => setForm((current) => ({ ...current, ...change })),
    errors,
    setErrors,
    language,
    setLanguage,
    saving,
    save: () => {
      const result = read(form);
      setErrors(result.ok ? {} : result.errors);
      if (result.ok) setSaving(result.terms);
    },
    stopSaving: () => setSaving(undefined),
  };
}

export type TermsFormState<Form, Terms> = ReturnType<typeof useTermsForm<Form, Terms>>;
