// A port nothing listens on, picked by the system: a lab started there cannot meet another worktree's lab,
// which the first free port from 1338 (startScratchLab's default) can when several run side by side.
import net from 'node:net';
import { LAB_HOST } from '../scripts/lab.mjs';

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, LAB_HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
