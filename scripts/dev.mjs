// `npm run dev`: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api
// and /media to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SKIP_WEB_BUILD: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];

const stopAll = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
