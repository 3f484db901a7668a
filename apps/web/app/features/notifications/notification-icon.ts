import type { NotificationType } from '@casino/contracts';
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import ArrowUpFromLine from 'lucide-react/icons/arrow-up-from-line';
import FileText from 'lucide-react/icons/file-text';
import Gift from 'lucide-react/icons/gift';
import Info from 'lucide-react/icons/info';

/** Each notification type's icon (the contract says the web picks it by type). */
export const NOTIFICATION_ICONS: Record<NotificationType, typeof Info> = {
  deposit: ArrowDownToLine,
  withdrawal: ArrowUpFromLine,
  bonus: Gift,
  documents: FileText,
  system: Info,
};
