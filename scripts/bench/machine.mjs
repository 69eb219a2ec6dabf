// What the figures were measured on. Load averages are taken around every section: on a
// shared 2-core machine they tell whether a figure was made while something else ran.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { root } from './server-process.mjs';
import { CHROMIUM_PATH } from './web-bundle.mjs';

function quiet(command, args) {
  try {
    return execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 }).trim();
  } catch {
    return undefined;
  }
}

export function describeMachine() {
  const status = quiet('git', ['status', '--porcelain']);
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    chromium: quiet(CHROMIUM_PATH, ['--version']),
    gitCommit: quiet('git', ['rev-parse', '--short', 'HEAD']),
    gitUncommittedFiles: status === undefined ? undefined : status.split('\n').filter(Boolean).length,
    loadAverageAtStart: loadAverage(),
  };
}

/** 1-minute load average, two decimals. */
export function loadAverage() {
  return Math.round(loadavg()[0] * 100) / 100;
}
