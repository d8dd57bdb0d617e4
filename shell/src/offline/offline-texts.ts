/** "1 action" / "3 actions". */
export const actionsText = (count: number): string =>
  count === 1 ? '1 action' : `${count} actions`;

export const offlineBannerText = (waiting: number): string =>
  waiting === 0
    ? "You're offline. Your practice pages still work."
    : `You're offline. ${actionsText(waiting)} waiting to be sent.`;

export const sendingBannerText = (waiting: number): string =>
  `Back online: sending ${actionsText(waiting)}…`;

export const sentToast = (sent: number) => ({
  title: 'Back online',
  description: `${actionsText(sent)} you did offline ${sent === 1 ? 'was' : 'were'} saved.`,
});
