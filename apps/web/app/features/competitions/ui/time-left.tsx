import { formatDayTime } from '@casino/i18n';
import { useSecondsLeft } from '../../../lib/countdown';
import { useTranslation } from '../../../lib/i18n';
import { durationText } from '../format/duration';
import type { Timing } from '../format/timing';

/** The label `TimeLeft` stands under: "ends in", "starts in", "starts", "finished". */
export function timeLabelKey(timing: Timing): string {
  if (timing.state === 'soon') {
    return timing.withinADay ? 'competitions.time.startsInLabel' : 'competitions.time.startsLabel';
  }
  return timing.state === 'active' ? 'competitions.time.endsInLabel' : 'competitions.time.endedLabel';
}

/**
 * When the competition changes next: the time left of a running one and of a soon one that starts within a day,
 * ticking; the date of a soon one further off, and of a closed one's end.
 */
export function TimeLeft({ timing }: { timing: Timing }) {
  const { t, lang } = useTranslation();
  const left = useSecondsLeft(timing.until);
  const countsDown = timing.state === 'active' || timing.withinADay;
  return (
    <time
      dateTime={new Date(timing.until).toISOString()}
      className="tabular-nums"
      data-testid="competition-time"
    >
      {countsDown ? durationText(left, t) : formatDayTime(new Date(timing.until), lang)}
    </time>
  );
}
