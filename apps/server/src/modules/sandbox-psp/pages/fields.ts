import { html, type SafeHtml } from './html.ts';

/** A labelled text input with its error shown under it and announced with it. */
export function textField(field: {
  name: string;
  label: string;
  value?: string;
  error?: string | undefined;
  attributes: SafeHtml;
}): SafeHtml {
  const errorId = `${field.name}-error`;
  return html`<div class="field${field.error ? ' invalid' : ''}">
<label for="${field.name}">${field.label}</label>
<input type="text" id="${field.name}" name="${field.name}" value="${field.value ?? ''}" ${field.attributes}${
    field.error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>
${field.error ? html`<p class="error" id="${errorId}">${field.error}</p>` : ''}
</div>`;
}

/** The short form of the merchant's reference people can read out. */
export function shortReference(merchantReference: string): string {
  return merchantReference.slice(0, 8).toUpperCase();
}
