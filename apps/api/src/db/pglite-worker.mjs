// The embedded database's own thread (see pglite-thread.ts): it opens PGlite as it is told and runs
// each wire-protocol message it is sent, in the order sent, answering the bytes PostgreSQL wrote.
// Everything that reads those bytes (results, errors, notifications) stays with the caller. Plain
// JavaScript: a thread starts from a file node runs as it is, from the sources in development and
// tests and beside dist/server.js in production (build.ts copies it).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadDataDir } = workerData;

/** Answers request `id` with what `work` gives, or with the error it throws. */
async function answer(id, work) {
  try {
    const data = await work();
    parentPort.postMessage({ id, data }, data instanceof Uint8Array ? [data.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ id, error });
  }
}

try {
  const pglite = await PGlite.create({ ...(dataDir && { dataDir }), ...(loadDataDir && { loadDataDir }) });
  parentPort.on('message', ({ id, operation, message, syncToFs }) => {
    switch (operation) {
      case 'protocol':
        return answer(id, () => pglite.execProtocolRaw(message, { syncToFs }));
      case 'close':
        // Answered first: once the port is closed, nothing more is sent.
        return answer(id, () => pglite.close()).then(() => parentPort.close());
      default:
        return answer(id, () => {
          throw new Error(`No operation ${operation}`);
        });
    }
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error });
}
