import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

// What the tests of where the servers listen try: this machine's address on a
// network, and whether a connection to an interface is taken or refused.

/** This machine's first address on a network (not loopback), if it has one. */
export const NETWORK_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

/** How a TCP connection to host:port ends: 'connected', 'timeout', or the error's code (ECONNREFUSED). */
export const tryConnect = (host: string, port: number): Promise<string> =>
  new Promise<string>((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(5_000, () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
