// The development mailbox page's script (plugins/dev-mail.ts serves it as it is). The mail is
// read with the Bearer token of whoever is signed in to the portal or console in this browser
// (core's StorageKey.user), and built with DOM calls, so nothing in a mail is read as HTML.
const box = document.getElementById('mailbox');

function element(tag, text, attributes = {}) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function article(mail) {
  const node = element('article', undefined, { id: `mail-${mail.id}` });
  const heading = element('h2');
  heading.append(element('a', mail.subject, { href: `#mail-${mail.id}` }));
  const sent = new Date(mail.created_at);
  const meta = element('div', undefined, { class: 'meta' });
  meta.append('To ', element('strong', mail.to), ` · from ${mail.from}`);
  if (mail.reply_to) meta.append(` · reply to ${mail.reply_to}`);
  meta.append(' · ', element('time', sent.toUTCString(), { datetime: mail.created_at }));
  meta.append(` · ${mail.transport}`);
  node.append(heading, meta);
  if (mail.error) node.append(element('p', `Not delivered: ${mail.error}`, { class: 'error' }));
  node.append(element('pre', mail.text));
  if (mail.links.length) {
    const links = element('ul', undefined, { class: 'links' });
    for (const link of mail.links) {
      const item = element('li');
      item.append(element('a', link, { href: link }));
      links.append(item);
    }
    node.append(links);
  }
  return node;
}

function tokenOfSignedInUser() {
  try {
    return JSON.parse(localStorage.getItem('kyu:user') ?? 'null')?.access_token ?? null;
  } catch {
    return null;
  }
}

async function show() {
  const token = tokenOfSignedInUser();
  const to = new URLSearchParams(location.search).get('to');
  const query = new URLSearchParams({ limit: '100', ...(to ? { to } : {}) });
  const res = await fetch(`/dev/mail.json?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.status === 401 || res.status === 403) {
    const who =
      res.status === 401
        ? 'Nobody is signed in to Kyu in this browser'
        : "The account signed in to Kyu in this browser is not Kyu's administrator";
    box.replaceChildren(
      element('p', `${who}: sign in as Kyu's administrator at /login, then reload.`),
    );
    return;
  }
  if (!res.ok) {
    box.replaceChildren(element('p', `The mailbox could not be read (${res.status}).`));
    return;
  }
  const mails = await res.json();
  if (to) document.querySelector('h1').textContent = `Mail to ${to}`;
  box.replaceChildren(...(mails.length ? mails.map(article) : [element('p', 'No mail yet.')]));
}

show().catch((error) => box.replaceChildren(element('p', `The mailbox failed: ${error}`)));
