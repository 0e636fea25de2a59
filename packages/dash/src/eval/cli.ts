/**
 * `npm run eval:dash -- --data DIR [--verbose]`: scores the offline Dash engine by execution on a
 * question set in the format of nvbench-dev (see packages/dash/README.md).
 */
import { resolve } from 'node:path';
import { formatReport, runEval } from './run-eval';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const data = arg('--data');
if (!data) {
  console.error('Usage: npm run eval:dash -- --data DIR [--verbose]');
  process.exit(2);
}
const report = await runEval(resolve(process.env.INIT_CWD ?? process.cwd(), data));
console.log(formatReport(report, process.argv.includes('--verbose')));
