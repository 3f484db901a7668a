import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useTranslation } from '../../../lib/i18n';

/** The body of a player-protection modal: a round icon, the title, what it means, and the ways on. */
export function ProtectionModalBody({
  icon,
  title,
  children,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} className="relative grid flex-1 content-center gap-5 px-6 py-8 lg:px-8">
      <Dialog.Close className={iconButtonClass('absolute top-3 right-3')} aria-label={t('modal.close')}>
        <X className="size-5.5" aria-hidden="true" />
      </Dialog.Close>
      <div className="grid justify-items-center gap-3 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-accent/15 text-accent-ink">
          {icon}
        </span>
        <Dialog.Title className="text-xl font-bold text-balance text-fg">{title}</Dialog.Title>
      </div>
      <div className="grid gap-4 text-sm leading-relaxed text-muted">{children}</div>
      <div className="grid gap-2">{actions}</div>
    </div>
  );
}

/** A short list of what something means, each point with its mark. */
export function PointList({ points }: { points: readonly { icon: ReactNode; text: string }[] }) {
  return (
    <ul className="grid gap-2">
      {points.map((point) => (
        <li
          key={point.text}
          className="flex items-start gap-3 rounded-2xl bg-surface-2/60 p-3 ring-1 ring-line"
        >
          <span className="mt-0.5 shrink-0 text-accent-ink">{point.icon}</span>
          <span className="text-fg">{point.text}</span>
        </li>
      ))}
    </ul>
  );
}
