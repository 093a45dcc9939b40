/**
 * The few pages an LTI launch shows on its way (server-rendered: they exist before the app
 * loads, often inside the LMS's frame): a refusal that names its reason, the hand-offs through
 * the platform's storage (LTI Platform Storage, postMessage), the deep-linking picker, and the
 * auto-submitted form that returns the picked items. Each has a policy of its own: its inline
 * script runs by nonce, nothing else runs, and it may be framed (the LMS frames it).
 */
import { randomBytes } from 'node:crypto';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type Page = { status: number; html: string; headers: Record<string, string> };

function page(status: number, title: string, body: string, script?: string): Page {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
  body { font: 16px/1.5 system-ui, sans-serif; color: #1f2937; margin: 0; padding: 24px; }
  main { max-width: 640px; margin: 0 auto; }
  h1 { font-size: 1.25rem; margin: 0 0 12px; }
  .reason { background: #fef2f2; border: 1px solid #b91c1c; border-radius: 8px; padding: 12px 16px; }
  fieldset { border: 1px solid #d1d5db; border-radius: 8px; padding: 8px 16px; margin: 16px 0; }
  label { display: flex; gap: 8px; align-items: baseline; padding: 6px 0; }
  button { font: inherit; background: #1d4ed8; color: #fff; border: 0; border-radius: 6px; padding: 8px 16px; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .muted { color: #4b5563; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
  return {
    status,
    html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action *; frame-ancestors *; base-uri 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

/** A refused launch: the reason, and that the course (not this page) is where to start again. */
export function refusalPage(status: number, reason: string): Page {
  return page(
    status,
    'This launch could not be completed',
    `<h1>This launch could not be completed</h1>
<p class="reason" role="alert">${escapeHtml(reason)}</p>
<p class="muted">If it keeps happening, tell the person who looks after your learning platform: the reason above is what they need.</p>`,
  );
}

/** JSON in a script, safe against `</script>` and friends. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Login with LTI Platform Storage: puts the state in the platform's storage, then goes on to the
 * platform's authorisation address (whether or not the platform answered: the cookie may do).
 */
export function storeStatePage(options: { target: string; origin: string; key: string; value: string; redirect: string }): Page {
  const script = `(() => {
  const o = ${scriptJson(options)};
  const frame = o.target === '_parent' ? window.parent : (window.parent.frames[o.target] || window.parent);
  const id = Math.random().toString(36).slice(2);
  let gone = false;
  const go = () => { if (!gone) { gone = true; window.location.replace(o.redirect); } };
  window.addEventListener('message', (e) => {
    if (e.origin === o.origin && e.data && e.data.subject === 'lti.put_data.response' && e.data.message_id === id) go();
  });
  try { frame.postMessage({ subject: 'lti.put_data', message_id: id, key: o.key, value: o.value }, o.origin); } catch (_) { go(); }
  setTimeout(go, 2000);
})();`;
  return page(200, 'Starting…', '<h1>Starting…</h1><p class="muted">Connecting to your course.</p>', script);
}

/**
 * Launch without the state cookie, on a platform that offers storage: reads the state back from
 * the platform's storage and, when it is this launch's, posts the ticket to complete it.
 */
export function checkStatePage(options: { target: string; origin: string; key: string; state: string; ticket: string; action: string }): Page {
  const script = `(() => {
  const o = ${scriptJson(options)};
  const frame = o.target === '_parent' ? window.parent : (window.parent.frames[o.target] || window.parent);
  const id = Math.random().toString(36).slice(2);
  const fail = () => { document.getElementById('status').textContent = ${scriptJson('This launch was started in another browser or tab: start it again from your course.')}; };
  window.addEventListener('message', (e) => {
    if (e.origin !== o.origin || !e.data || e.data.subject !== 'lti.get_data.response' || e.data.message_id !== id) return;
    if (e.data.value !== o.state) return fail();
    const f = document.getElementById('go');
    f.elements.ticket.value = o.ticket;
    f.elements.state.value = o.state;
    f.dataset.sent = '1';
    f.submit();
  });
  try { frame.postMessage({ subject: 'lti.get_data', message_id: id, key: o.key }, o.origin); } catch (_) { fail(); }
  setTimeout(() => { if (document.getElementById('go').dataset.sent !== '1') fail(); }, 5000);
})();`;
  return page(
    200,
    'Checking…',
    `<h1>Checking your launch…</h1><p id="status" role="status" class="muted">One moment.</p>
<form id="go" method="post" action="${escapeHtml(options.action)}"><input type="hidden" name="ticket"><input type="hidden" name="state"></form>`,
    script,
  );
}

/** A form the browser submits at once (the deep-linking answer goes to the platform this way). */
export function autoPostPage(action: string, fields: Record<string, string>, title: string): Page {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return page(
    200,
    title,
    `<h1>${escapeHtml(title)}</h1><form id="go" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form>`,
    `document.getElementById('go').submit();`,
  );
}

export type PickerItem = { id: string; name: string; kindLabel: string };

/** The deep-linking picker: the company's published materials, one or several to add to the course. */
export function pickerPage(options: { items: PickerItem[]; multiple: boolean; ticket: string; state: string; action: string; companyName: string }): Page {
  const type = options.multiple ? 'checkbox' : 'radio';
  const list = options.items.length
    ? options.items
        .map(
          (i) =>
            `<label><input type="${type}" name="material" value="${escapeHtml(i.id)}"> <span>${escapeHtml(i.name)} <span class="muted">(${escapeHtml(i.kindLabel)})</span></span></label>`,
        )
        .join('\n')
    : '<p>No published materials yet. Publish one in LearnHub, then come back.</p>';
  return page(
    200,
    'Add materials to your course',
    `<h1>Add materials from ${escapeHtml(options.companyName)}</h1>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="ticket" value="${escapeHtml(options.ticket)}">
<input type="hidden" name="state" value="${escapeHtml(options.state)}">
<fieldset><legend>${options.multiple ? 'Choose one or more published materials' : 'Choose a published material'}</legend>
${list}
</fieldset>
<button type="submit">Add to course</button>
</form>`,
  );
}

/** Dynamic registration is done: says so, and tells the platform's window it may close us. */
export function registeredPage(platformName: string): Page {
  return page(
    200,
    'Registered',
    `<h1>LearnHub is registered with ${escapeHtml(platformName)}</h1>
<p role="status">Its launches are accepted now. You can close this window.</p>`,
    `(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');`,
  );
}
