import Volume2 from 'lucide-react/icons/volume-2';
import VolumeX from 'lucide-react/icons/volume-x';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useTranslation } from '../../../lib/i18n';
import { setSoundsMuted, useSoundsMuted } from './sound-setting';

/** Turns the notification sounds off and on again. */
export function SoundToggle() {
  const { t } = useTranslation();
  const muted = useSoundsMuted();
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      aria-pressed={muted}
      aria-label={t('notifications.sound.mute')}
      title={t(muted ? 'notifications.sound.off' : 'notifications.sound.on')}
      data-testid="notification-sound-toggle"
      onClick={() => setSoundsMuted(!muted)}
      className={iconButtonClass('size-9')}
    >
      <Icon className="size-4.5" aria-hidden="true" />
    </button>
  );
}
