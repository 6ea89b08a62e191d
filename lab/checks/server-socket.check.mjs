// content/dev-docs/configurations/server.mdx (the `socket` row of the server options table), on a project copy
// whose config/server sets `host` to an address this machine does not have (192.0.2.1) and `port` to 1, so
// that Strapi could not listen on them:
// - `socket: <a free port number>`: Strapi starts and answers /_health over TCP on that port, so the number is
//   read as a port (not as a file descriptor), and host and port are ignored;
// - `socket: '<folder>/strapi.sock'`: Strapi starts and answers /_health on that Unix socket (curl --unix-socket).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { assert, runCheck } from './lib/check.mjs';
import { freePort } from './free-port.mjs';
import { copyLabProject } from './project-copy.mjs';

const serverConfig = (socket) => `module.exports = ({ env }) => ({
  host: '192.0.2.1',
  port: 1,
  socket: ${JSON.stringify(socket)},
  app: { keys: env.array('APP_KEYS', ['socket-check-key-1', 'socket-check-key-2']) },
  logger: { updates: { enabled: false } },
  dirs: { public: env('LAB_PUBLIC_DIR') },
});
`;

/** Starts the copy's Strapi (app.start(), as `strapi start` does), then runs `probe` (code with `socket` in scope) in it. */
const startAndProbe = (probe) => `
  const socket = strapi.config.get('server.socket');
  await strapi.start();
  const answer = await (async () => { ${probe} })();
  return { socket, answer };
`;

await runCheck(async (cleanup) => {
  const project = copyLabProject();
  cleanup(async () => project.remove());
  const configFile = path.join(project.dir, 'dist', 'config', 'server.js');

  const port = await freePort();
  fs.writeFileSync(configFile, serverConfig(port));
  const tcp = await project
    .evaluate(startAndProbe("return (await fetch('http://127.0.0.1:' + socket + '/_health')).status;"))
    .catch((error) => ({ failed: error.output }));
  assert(`with socket: ${port} (a number), Strapi answers GET /_health on TCP port ${port} with ${tcp.answer}`, tcp.socket === port && tcp.answer === 204, JSON.stringify(tcp));

  const socketPath = path.join(project.dir, 'strapi.sock');
  fs.writeFileSync(configFile, serverConfig(socketPath));
  const curl = `const { execFile } = require('node:child_process');
    const { stdout } = await require('node:util').promisify(execFile)('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '--unix-socket', socket, 'http://localhost/_health']);
    return { status: stdout, isSocket: require('node:fs').statSync(socket).isSocket() };`;
  const unix = await project.evaluate(startAndProbe(curl)).catch((error) => ({ failed: error.output }));
  assert(`with socket: '<copy>/strapi.sock', Strapi creates that Unix socket (${unix.answer?.isSocket ? 'a socket file' : 'no socket file'})`, unix.answer?.isSocket === true, JSON.stringify(unix));
  assert(`and curl --unix-socket <copy>/strapi.sock http://localhost/_health gets ${unix.answer?.status}`, unix.answer?.status === '204', JSON.stringify(unix));
  // Nothing is left listening: the probe ran in Strapi's own process, which has exited.
  const refused = await promisify(execFile)('curl', ['-s', '--unix-socket', socketPath, 'http://localhost/_health']).then(
    () => false,
    () => true,
  );
  assert('after the run nothing answers on the socket', refused);
});
