import { useTranslation } from '../../lib/i18n';
import { SocialLinks } from '../layout/social-links';
import { SupportLinks } from '../layout/support-links';
import { ModalHeader } from './modal-header';

/** The brand's support channels (telegram, viber, e-mail) and community links. */
export default function SupportContactsModal() {
  const { t } = useTranslation();
  return (
    <>
      <ModalHeader title={t('support.title')} description={t('support.text')} />
      <div className="grid gap-6 px-5 pb-6 lg:px-6">
        <SupportLinks />
        <div className="grid gap-3">
          <h3 className="text-[11px] font-bold tracking-wider text-muted uppercase">{t('social.title')}</h3>
          <SocialLinks />
        </div>
      </div>
    </>
  );
}
