import type { BrandFeatures } from '@casino/contracts';
import { brandModalName, type NewSuffixModal } from './modal-names';
import type { ModalParams } from './modal-registry';
import { openModal } from './modal-store';

type Features = Pick<BrandFeatures, 'modalNameNewSuffix'>;

/** Opens an auth modal under the brand's name for it (`RegisterNew` on king). */
export function openAuthModal(name: NewSuffixModal, features: Features, params: ModalParams = {}): void {
  openModal(brandModalName(name, features), params);
}
