import { counted, noun } from '@manifest/contracts/counted';
import { pointsShort } from '@manifest/contracts/rewards';

const POINT = noun('point');
const grouped = new Intl.NumberFormat('en-US');

/** '150 points', '1 point'. */
export const pointsText = (points: number): string => counted(points, POINT);

/** The balance line: '1,240 earned · 890 to spend'. */
export const balanceLine = ({ earned, balance }: { earned: number; balance: number }): string =>
  `${grouped.format(earned)} earned · ${grouped.format(balance)} to spend`;

/** What a reward's button says when the balance is short: 'Need 40 more'; null when affordable. */
export const needMoreText = (balance: number, price: number): string | null => {
  const short = pointsShort(balance, price);
  return short > 0 ? `Need ${grouped.format(short)} more` : null;
};
