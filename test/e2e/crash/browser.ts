import { chromium } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import config from '../../../playwright.config';

/**
 * A real Chromium that this process starts itself (so it knows the PID and can SIGKILL it), on a
 * user-data-dir that survives the kill (IndexedDB lives there), driven over CDP by Playwright.
 */
export interface OwnBrowser {
  readonly process: ChildProcess;
  readonly browser: Browser;
  /** The default (persistent) context of the profile. */
  readonly context: BrowserContext;
}

const executable = config.use?.launchOptions?.executablePath ?? '/usr/bin/chromium';
const baseArgs = config.use?.launchOptions?.args ?? [];

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Starts Chromium on `profile` and connects to it. */
export const startBrowser = async (profile: string): Promise<OwnBrowser> => {
  // Chromium writes the port it chose into DevToolsActivePort; a file from a killed run is stale.
  const portFile = join(profile, 'DevToolsActivePort');
  await import('node:fs/promises').then((fs) => fs.rm(portFile, { force: true }));
  const child = spawn(executable, [
    ...baseArgs, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`,
    '--no-default-browser-check', '--disable-session-crashed-bubble', '--hide-crash-restore-bubble', 'about:blank',
  ], { stdio: 'ignore', detached: true });
  const deadline = Date.now() + 20_000;
  let endpoint = '';
  while (!endpoint) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      killBrowser(child);
      throw new Error('chromium did not open its DevTools port in 20 s');
    }
    const text = await readFile(portFile, 'utf8').catch(() => '');
    const [port, path] = text.split('\n');
    if (port && path) endpoint = `ws://127.0.0.1:${port}${path}`;
    else await sleep(50);
  }
  const browser = await chromium.connectOverCDP(endpoint);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default context');
  return { process: child, browser, context };
};

/** SIGKILL: the browser process and its children (its own process group), no shutdown at all. */
export const killBrowser = (child: ChildProcess): void => {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
};

/**
 * Whether a process of the browser's process group still runs (Linux /proc; a zombie, dead but
 * not yet reaped, holds no files and does not count).
 */
const groupAlive = (pgid: number): boolean => {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat = '';
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses, so split after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
};

/**
 * Waits until the browser and every process it started have exited, so that no process still
 * holds the profile's files when the next browser opens them. After an orderly quit the main
 * process can be gone while a child (the storage service, which holds IndexedDB's files) is still
 * shutting down; what is left after 10 s is killed.
 */
export const exited = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode === null && child.signalCode === null) await new Promise<void>((r) => child.once('exit', () => r()));
  const pid = child.pid;
  if (pid === undefined) return;
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    const last = Date.now() + 5_000;
    while (groupAlive(pid) && Date.now() < last) await sleep(50);
  }
};
