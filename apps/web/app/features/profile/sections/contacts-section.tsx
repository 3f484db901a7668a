import type { ContactType, ProfileMain } from '@casino/contracts';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Mail from 'lucide-react/icons/mail';
import Smartphone from 'lucide-react/icons/smartphone';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { ProfileSection } from '../ui/profile-section';
import { StatusBadge } from '../ui/status-badge';
import { PhoneChangeForm } from './phone-change-form';

/** E-mail and phone with their confirmation, the way to confirm them, and the phone change. */
export function ContactsSection({ main }: { main: ProfileMain }) {
  const { t } = useTranslation();
  const [changingPhone, setChangingPhone] = useState(false);
  return (
    <ProfileSection id="contacts" title={t('profile.contacts.title')} lead={t('profile.contacts.lead')}>
      <ul className="grid gap-3">
        <ContactRow
          type="email"
          icon={<Mail className="size-5" aria-hidden="true" />}
          label={t('profile.contacts.email')}
          value={main.email}
          confirmed={main.emailConfirmed}
        />
        <ContactRow
          type="phone"
          icon={<Smartphone className="size-5" aria-hidden="true" />}
          label={t('profile.contacts.phone')}
          value={main.phone}
          confirmed={main.phoneConfirmed}
          extra={
            changingPhone ? null : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setChangingPhone(true)}
                data-testid="phone-change-open"
              >
                {t(main.phone ? 'profile.contacts.changePhone' : 'profile.contacts.addPhone')}
              </Button>
            )
          }
        >
          {changingPhone ? <PhoneChangeForm onDone={() => setChangingPhone(false)} /> : null}
        </ContactRow>
      </ul>
    </ProfileSection>
  );
}

function ContactRow({
  type,
  icon,
  label,
  value,
  confirmed,
  extra,
  children,
}: {
  type: ContactType;
  icon: ReactNode;
  label: string;
  value: string | null;
  confirmed: boolean;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const features = useAppData().appMain.project.brand.features;
  return (
    <li
      data-testid={`contact-${type}`}
      className="grid gap-4 rounded-2xl bg-surface-2/50 p-4 ring-1 ring-line"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-3 text-muted">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{label}</p>
          <p className="truncate text-sm font-semibold text-fg">{value ?? t('profile.contacts.none')}</p>
        </div>
        {value ? <ConfirmationBadge type={type} confirmed={confirmed} /> : null}
        <div className="flex w-full gap-2 sm:w-auto">
          {value && !confirmed ? (
            <Button
              size="sm"
              onClick={() => openAuthModal('RegistrationConfirm', features, { type })}
              data-testid={`${type}-confirm`}
            >
              {t('profile.contacts.confirm')}
            </Button>
          ) : null}
          {extra}
        </div>
      </div>
      {children}
    </li>
  );
}

function ConfirmationBadge({ type, confirmed }: { type: ContactType; confirmed: boolean }) {
  const { t } = useTranslation();
  const Icon = confirmed ? BadgeCheck : CircleAlert;
  return (
    <StatusBadge
      tone={confirmed ? 'success' : 'warning'}
      icon={<Icon className="size-3.5" aria-hidden="true" />}
      testId={`${type}-${confirmed ? 'confirmed' : 'unconfirmed'}`}
    >
      {t(confirmed ? 'profile.contacts.confirmed' : 'profile.contacts.notConfirmed')}
    </StatusBadge>
  );
}
