import { counted, noun, wordFor } from '@manifest/contracts/counted';

/** "1 action" / "3 actions". */
export const actionsText = (count: number): string => counted(count, noun('action'));

export const offlineBannerText = (waiting: number): string =>
  waiting === 0
    ? "You're offline. Your practice pages still work."
    : `You're offline. ${actionsText(waiting)} waiting to be sent.`;

export const sendingBannerText = (waiting: number): string =>
  `Back online: sending ${actionsText(waiting)}…`;

export const sentToast = (sent: number) => ({
  title: 'Back online',
  description: `${actionsText(sent)} you did offline ${wordFor(sent, { one: 'was', other: 'were' })} saved.`,
});
