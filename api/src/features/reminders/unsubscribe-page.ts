import type { UnsubscribeKind } from './unsubscribe-link';

// The small pages a person sees after opening an email's unsubscribe link. The API
// serves no other HTML: these carry their own policy (no script, inline style only,
// the form posting back to the same address).

export const UNSUBSCRIBE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const KIND_NAMES: Record<UnsubscribeKind, string> = {
  practice: 'practice reminders',
  goal: 'goal reminders',
  'weekly-review': 'weekly reviews',
};

const STYLE = `
  :root { color-scheme: light dark; --bg: #faf8ff; --fg: #1f1b2e; --muted: #5d5873; --accent: #6d28d9; --card: #fff; }
  @media (prefers-color-scheme: dark) { :root { --bg: #13111c; --fg: #f2effa; --muted: #b4aecb; --accent: #c4b5fd; --card: #1d1a29; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { box-sizing: border-box; width: min(100% - 2rem, 28rem); padding: 2rem; border-radius: 1rem; background: var(--card);
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { margin: 0 0 0.5rem; font-size: 1.375rem; }
  p { margin: 0 0 1.25rem; color: var(--muted); }
  button, a.button { display: inline-block; padding: 0.625rem 1.125rem; border: 0; border-radius: 0.5rem; background: var(--accent);
    color: var(--bg); font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
  a { color: var(--accent); }
  button:focus-visible, a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Manifest</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;

/** What stopping means, for each kind (the weekly review has no switch in settings yet). */
const AFTERWARDS: Record<UnsubscribeKind, { confirm: string; done: string }> = {
  practice: {
    confirm:
      'You will no longer get practice reminders by email or on your devices. You can turn them on again in your settings at any time.',
    done: 'We will not send you practice reminders any more. Changed your mind? You can turn them back on, or pick another time, in your settings.',
  },
  goal: {
    confirm:
      'You will no longer get goal reminders by email or on your devices. You can turn them on again in your settings at any time.',
    done: 'We will not send you goal reminders any more. Changed your mind? You can turn them back on, or pick another time, in your settings.',
  },
  'weekly-review': {
    confirm: "You will no longer get the Sunday email with your week's review.",
    done: 'We will not send you weekly reviews any more. Your week stays in your track record.',
  },
};

/** GET: what the link does, and a button that does it (a mail scanner opening links turns nothing off). */
export const confirmPage = (kind: UnsubscribeKind, actionUrl: string) =>
  page(
    'Stop reminders',
    `<h1>Stop ${KIND_NAMES[kind]}?</h1>
<p>${AFTERWARDS[kind].confirm}</p>
<form method="post" action="${actionUrl}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop ${KIND_NAMES[kind]}</button></form>`,
  );

/** After POST: done. */
export const donePage = (kind: UnsubscribeKind, settingsUrl: string) =>
  page(
    'Reminders stopped',
    `<h1>${capitalised(KIND_NAMES[kind])} are off</h1>
<p>${AFTERWARDS[kind].done}</p>
<a class="button" href="${settingsUrl}">Open settings</a>`,
  );

/** A link that is not one of ours (cut short, or changed). */
export const invalidLinkPage = (settingsUrl: string) =>
  page(
    'Link not valid',
    `<h1>This link does not work</h1>
<p>It may have been cut short. You can stop or change your reminders in your settings.</p>
<a class="button" href="${settingsUrl}">Open settings</a>`,
  );

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
