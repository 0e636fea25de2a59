import { loadConfig } from './config';
import { startServer } from './main';

/** `npm start`: runs Chartroom with embedded defaults; Ctrl+C stops it gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const line = '─'.repeat(64);
  console.log(`\n${line}\n  Chartroom is running at ${server.url}`);
  if (server.seeded) {
    console.log(`  Demo admin: ${server.seeded.email}`);
    console.log(
      server.seeded.generatedPassword
        ? `  Password:   ${server.seeded.generatedPassword}   (shown once: keep it)`
        : '  Password:   the value of CHARTROOM_ADMIN_PASSWORD',
    );
  } else {
    console.log('  Sign in with your admin account (or open the page to set up Chartroom).');
  }
  console.log(`  API docs:   ${server.url}/docs\n${line}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
