import type { FormErrors } from './use-terms-form';

/** A form schema's issues, as zod answers them from `safeParse`. */
interface Checked {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/**
 * Adds the contract's rule faults to the fields the form could not read, keyed under `terms` as the server keys
 * them; a field the form already faulted keeps its own message (the more precise one: what was typed).
 */
export function addTermsIssues(errors: FormErrors, checked: Checked): FormErrors {
  for (const issue of checked.error?.issues ?? []) {
    errors[['terms', ...issue.path.map(String)].join('.')] ??= issue.message;
  }
  return errors;
}
