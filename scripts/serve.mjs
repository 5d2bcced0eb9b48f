// `npm start`'s server: the built app (dist/) on http://localhost:PORT — 4173 unless the PORT
// environment variable names another (`PORT=5000 npm start`) — until Ctrl+C stops it. A script
// rather than `vite preview --port $PORT` in package.json, so the same command works in every
// shell npm runs scripts with (sh on Linux and macOS, cmd.exe on Windows).
import { preview } from 'vite';

const raw = (process.env.PORT ?? '').trim() || '4173';
const port = Number(raw);
if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number from 1 to 65535, not "${raw}".`);
  process.exit(3);
}
try {
  const server = await preview({ preview: { port, strictPort: true, open: false } });
  server.printUrls();
  console.log('Pairwise is running: open the address above in a browser. Ctrl+C stops it.');
} catch (e) {
  const busy = e instanceof Error && /already in use/i.test(e.message);
  console.error(busy ? `Port ${port} is in use (is Pairwise already running?). Stop that server, or choose another port: PORT=5000 npm start` : e instanceof Error ? e.message : String(e));
  process.exit(1);
}
