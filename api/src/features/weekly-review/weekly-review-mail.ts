import type { Mail } from '../../lib/mailer';
import type { WeeklyFigures } from './weekly-review-figures';

const dayName = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The addresses part of 'Name <address>'. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** Sunday evening's email: the week's figures, its best day and one suggestion. */
export function weeklyReviewMail(input: {
  to: string;
  firstName: string;
  figures: WeeklyFigures;
  /** One suggestion (built in), or the AI guide's words on the week. */
  suggestion: { text: string; isFromGuide: boolean };
  appUrl: string;
  unsubscribeUrl: string;
  mailFrom: string;
}): Mail {
  const { figures } = input;
  const range = `${dayName(figures.firstDay, { weekday: 'long', month: 'long', day: 'numeric' })} to ${dayName(
    figures.lastDay,
    { weekday: 'long', month: 'long', day: 'numeric' },
  )}`;
  const mailto = `mailto:${addressOf(input.mailFrom)}?subject=${encodeURIComponent(
    'Unsubscribe from weekly reviews',
  )}`;
  return {
    to: input.to,
    subject:
      figures.currentStreak > 0
        ? `Your week: ${plural(figures.points, 'point', 'points')}, a ${figures.currentStreak}-day streak`
        : `Your week: ${plural(figures.points, 'point', 'points')}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Here is your week, ${range}:`,
      '',
      `- Points earned: ${figures.points}`,
      `- Current streak: ${plural(figures.currentStreak, 'day', 'days')}`,
      `- Meditation: ${plural(figures.meditationMinutes, 'minute', 'minutes')}`,
      `- Daily tasks done: ${figures.tasksDone}`,
      figures.bestDay
        ? `- Best day: ${dayName(figures.bestDay.day, { weekday: 'long' })} (${plural(
            figures.bestDay.points,
            'point',
            'points',
          )})`
        : '- Best day: still to come',
      '',
      input.suggestion.isFromGuide ? 'From your guide:' : 'One idea for next week:',
      input.suggestion.text,
      '',
      `Your track record: ${input.appUrl}/track-record`,
      '',
      '--',
      'You get this email every Sunday evening. To stop it, open this link:',
      input.unsubscribeUrl,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
