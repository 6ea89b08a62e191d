// content/dev-docs/plugins/email.mdx:
// - sendTemplatedEmail() compiles each template with lodash's template: `<%= path %>` only takes paths of
//   `data` (another path makes it throw), and it writes the value as it is, HTML included; the `<% %>`
//   (evaluate) and `<%- %>` (escape, which HTML-escapes) delimiters stay on, so a template runs JavaScript
//   in the server;
// - send() requires no `text` when `html` is given: the service passes the message to the provider as it is;
// - the default sendmail provider sends over SMTP itself (the `sendmail` npm library), and runs no
//   `sendmail` program: pointed at a local port (its devPort option, which replaces the MX look-up),
//   it speaks SMTP to whatever listens there.
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LAB_DIR } from '../scripts/lab.mjs';
import { assert, runCheck } from './lib/check.mjs';
import { copyLabProject } from './project-copy.mjs';


// Runs in the loaded project: the provider is replaced by one that records what the service gives it.
const templatesScript = `
const sent = [];
strapi.plugin('email').provider = { send: async (message) => { sent.push(message); } };
const email = strapi.plugin('email').service('email');
const data = { order: { reference: 'A-17' }, customer: { name: 'Mara <b>' } };
const render = async (text) => {
  try {
    await email.sendTemplatedEmail({ to: 'mara@example.com' }, { subject: 'Order', text, html: '' }, data);
    return { text: sent.at(-1).text };
  } catch (error) {
    return { error: error.message };
  }
};
const results = {
  interpolate: await render('Order <%= order.reference %> for <%= customer.name %>'),
  unknownPath: await render('Node <%= process.version %>'),
  escape: await render('Node <%- process.version %>'),
  escapeData: await render('Hello <%- customer.name %>'),
  evaluate: await render('<% for (const n of [1, 2, 3]) { %><%- n %><% } %>'),
  sideEffect: await render('<% globalThis.templatePid = process.pid %>done'),
  pid: process.pid,
  ranInServer: globalThis.templatePid,
};
await email.send({ to: 'mara@example.com', subject: 'HTML only', html: '<p>Hello</p>' });
results.htmlOnly = sent.at(-1);
return results;
`;

/** A fake SMTP server that accepts everything and records the commands it receives. */
function fakeSmtp() {
  const commands = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.on('error', () => {}); // the client may close first
    socket.write('220 check.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk;
      // Once QUIT is answered, what the client still sends gets no answer.
      for (let end = buffer.indexOf('\r\n'); end >= 0 && !socket.writableEnded; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        commands.push(line.split(' ')[0].split(':')[0].toUpperCase());
        if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port, commands })));
}

await runCheck(async () => {
  const project = copyLabProject();
  try {
    const r = await project.evaluate(templatesScript);
    assert(`<%= %> writes paths of data, unescaped: "${r.interpolate.text}"`, r.interpolate.text === 'Order A-17 for Mara <b>');
    assert(`<%= %> with a path that is not in data throws: "${r.unknownPath.error}"`, typeof r.unknownPath.error === 'string');
    assert(`<%- %> evaluates any expression: "${r.escape.text}"`, /^Node v\d+\.\d+\.\d+$/.test(r.escape.text ?? ''));
    assert(`<%- %> escapes the HTML of a value of data: "${r.escapeData.text}"`, r.escapeData.text === 'Hello Mara &lt;b&gt;');
    assert(`<% %> runs statements (a loop): "${r.evaluate.text}"`, r.evaluate.text === '123');
    assert(`<% %> runs in the server's process: it set globalThis to its pid ${r.ranInServer}`, r.ranInServer === r.pid);
    assert(`send() with html and no text reaches the provider as given: ${JSON.stringify(r.htmlOnly)}`, r.htmlOnly && !('text' in r.htmlOnly) && r.htmlOnly.html === '<p>Hello</p>');
  } catch (error) {
    assert('the email service runs in the copied project', false, error.output ?? error);
  } finally {
    project.remove();
  }

  const smtp = await fakeSmtp();
  try {
    const labRequire = createRequire(path.join(LAB_DIR, 'package.json'));
    const provider = labRequire('@strapi/provider-email-sendmail').init({ devPort: smtp.port, devHost: '127.0.0.1' }, { defaultFrom: 'shop@example.com' });
    await provider.send({ to: 'mara@example.com', subject: 'SMTP', text: 'Hello' });
    const expected = ['EHLO', 'MAIL', 'RCPT', 'DATA', 'QUIT'];
    assert(`the sendmail provider speaks SMTP to the port it connects to: ${smtp.commands.join(' ')}`, expected.every((command) => smtp.commands.includes(command)));
  } catch (error) {
    assert('the sendmail provider sends to the fake SMTP server', false, error);
  } finally {
    smtp.server.close();
  }
});
