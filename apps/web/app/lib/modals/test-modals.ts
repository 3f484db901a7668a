import type { Audience } from '../audience';
import type { ModalName } from './modal-names';
import { installModals, type ModalTable } from './modal-registry';

/** Unit tests open modals by name without rendering them, so no body is ever loaded. */
function bodyNotLoaded(): never {
  throw new Error('unit tests do not load modal bodies');
}

/**
 * For unit tests of code that opens modals by name: installs a table of the named modals with their audiences,
 * as the composition root installs the site's, so the code behaves as it does on the site.
 */
export function installTestModals(audiences: Partial<Record<ModalName, Audience>>): void {
  const table: ModalTable = {};
  for (const [name, audience] of Object.entries(audiences) as [ModalName, Audience][]) {
    table[name] = { load: bodyNotLoaded, audience };
  }
  installModals(table);
}
