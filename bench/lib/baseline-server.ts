/**
 * The baseline for `api`: bare node:http answering every request with the same bytes and
 * content type our server sent for /api/menu. Run as its own process, like the real server.
 *   BODY_FILE=<path> CONTENT_TYPE=<type> PORT=<port> node --import tsx lib/baseline-server.ts   (in bench/)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BODY_FILE ?? '');
const contentType = process.env.CONTENT_TYPE ?? 'application/json';

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
