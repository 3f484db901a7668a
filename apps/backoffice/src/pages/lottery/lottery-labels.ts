import type { LotteryTicketKind } from '@casino/contracts';

export const KIND_LABELS: Record<LotteryTicketKind, string> = {
  super: 'Super ticket',
  gold: 'Gold ticket',
  regular: 'Regular ticket',
};

/** Weekdays as the schedule numbers them (0 = Sunday), listed from Monday. */
export const WEEKDAY_OPTIONS = [
  { value: '1', label: 'Mon' },
  { value: '2', label: 'Tue' },
  { value: '3', label: 'Wed' },
  { value: '4', label: 'Thu' },
  { value: '5', label: 'Fri' },
  { value: '6', label: 'Sat' },
  { value: '0', label: 'Sun' },
];
