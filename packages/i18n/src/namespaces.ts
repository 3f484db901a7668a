import { MESSAGE_NAMESPACES, type MessageNamespace } from '@casino/contracts';
import type { Messages } from './messages/index.ts';

/**
 * The catalogue's parts, loaded one by one where they are used (decision 020): each feature's messages are a
 * namespace, named by the key's first segment (`cash.deposit.title` is in `cash`); the shell's few keys (header,
 * menus, footer, errors, common words) are `core`. The list is the API's (`/rest/i18n/:lang/:namespace/`).
 */
export const NAMESPACES = MESSAGE_NAMESPACES;
export type Namespace = MessageNamespace;

type FeatureNamespace = Exclude<Namespace, 'core'>;
const FEATURE_NAMESPACES: ReadonlySet<string> = new Set(NAMESPACES.filter((name) => name !== 'core'));

function isFeatureNamespace(name: string): name is FeatureNamespace {
  return FEATURE_NAMESPACES.has(name);
}

export function isNamespace(name: string): name is Namespace {
  return name === 'core' || isFeatureNamespace(name);
}

/** The namespace a dotted key is in. */
export function namespaceOf(key: string): Namespace {
  const dot = key.indexOf('.');
  const head = dot === -1 ? key : key.slice(0, dot);
  return isFeatureNamespace(head) ? head : 'core';
}

/**
 * One namespace's part of a language's catalogue, keyed as in the whole one (`{ cash: {...} }`), so the parts
 * merged back together are the catalogue.
 */
export function namespaceMessages(messages: Messages, namespace: Namespace): Record<string, unknown> {
  if (namespace !== 'core') return { [namespace]: messages[namespace] };
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !isFeatureNamespace(key)));
}
