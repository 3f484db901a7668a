import { Mail, MessageCircle, Send } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';

/** Where to ask when the FAQ has no answer: the brand's support channels. */
export function SupportCard() {
  const { t } = useTranslation();
  const { support } = useBrand();
  const channels = [
    { href: support.telegram, label: t('pages.support.telegram'), Icon: Send },
    { href: support.viber, label: t('pages.support.viber'), Icon: MessageCircle },
    { href: `mailto:${support.email}`, label: t('pages.support.email'), Icon: Mail },
  ];
  return (
    <aside className="flex flex-col gap-4 rounded-2xl bg-accent/8 p-5 ring-1 ring-accent/25 lg:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-fg">{t('pages.faq.contactTitle')}</h2>
        <p className="text-sm leading-relaxed text-muted">{t('pages.faq.contactText')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {channels.map(({ href, label, Icon }) => (
          <a key={label} href={href} rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </a>
        ))}
      </div>
    </aside>
  );
}
