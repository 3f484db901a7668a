import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '@casino/contracts';
import { MESSAGES, NAMESPACES, type Namespace, namespaceMessages } from '@casino/i18n';

interface MessageBundle {
  /** The namespace's messages as sent: serialised once, at start. */
  body: string;
  /** The start of the body's SHA-256: the address changes exactly when the messages do. */
  hash: string;
}

const HASH_LENGTH = 16;

/**
 * Each language's catalogue cut into its namespaces (decision 020), serialised and hashed once when the server
 * starts. A namespace's address carries its hash, so a browser keeps it for good and a deploy that changes a
 * message changes the address.
 */
export class MessageBundles {
  readonly #bundles = new Map<string, MessageBundle>();
  readonly #addresses = new Map<Language, Record<Namespace, string>>();

  constructor() {
    for (const lang of LANGUAGES) {
      const addresses = {} as Record<Namespace, string>;
      for (const namespace of NAMESPACES) {
        const body = JSON.stringify(namespaceMessages(MESSAGES[lang], namespace));
        const hash = createHash('sha256').update(body).digest('hex').slice(0, HASH_LENGTH);
        this.#bundles.set(`${lang}/${namespace}`, { body, hash });
        addresses[namespace] = `/rest/i18n/${lang}/${namespace}/${hash}/`;
      }
      this.#addresses.set(lang, addresses);
    }
  }

  bundle(lang: Language, namespace: Namespace): MessageBundle {
    const bundle = this.#bundles.get(`${lang}/${namespace}`);
    if (!bundle) throw new Error(`no ${namespace} messages in ${lang}`);
    return bundle;
  }

  /** Where each namespace of the language is, by content hash: the start-up data's `i18nMessages`. */
  addresses(lang: Language): Record<Namespace, string> {
    const addresses = this.#addresses.get(lang);
    if (!addresses) throw new Error(`no messages in ${lang}`);
    return addresses;
  }
}
