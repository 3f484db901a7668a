import type { OutboxMessage } from '@casino/contracts';
import { escapeHtml } from '../../platform/http/escape-html.ts';

/** The development outbox as a plain page that reloads itself every 5 seconds; every value is escaped. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.createdAt)}</td><td>${escapeHtml(message.channel)}</td>` +
        `<td>${escapeHtml(message.recipient)}</td><td>${escapeHtml(message.subject ?? '')}</td>` +
        `<td><pre>${escapeHtml(message.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<meta name="robots" content="noindex">
<title>Development outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head>
<body>
<h1>Development outbox</h1>
<p>Messages recorded instead of being sent (newest first, ${messages.length} shown).</p>
<table>
<thead><tr><th>Time</th><th>Channel</th><th>Recipient</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody>
</table>
</body>
</html>
`;
}
