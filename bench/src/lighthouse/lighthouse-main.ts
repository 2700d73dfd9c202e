import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@kickchips/server/test/free-port';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { createFreshDatabase } from '../db/fresh-database';
import { serverInstance } from '../soak/server-instance';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOALS = { performance: 90, accessibility: 100, lcpMs: 2500, cls: 0.1 };

type PageScore = {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

/** Registers a player through the API and answers the session token the web app keeps. */
async function signUpPlayer(url: string): Promise<unknown> {
  const password = `Lh-${randomBytes(8).toString('hex')}!`;
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lighthouse Player',
      email: `lighthouse-${randomBytes(4).toString('hex')}@example.test`,
      password,
      confirmPassword: password,
      tos: true,
    }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { token: unknown } }).data.token;
}

async function audit(port: number, url: string, page: string, keepStorage: boolean): Promise<PageScore> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // LIGHTHOUSE_REPORTS=<folder>: keep each page's full report and its trace there, to see what the
  // figures are made of (the trace opens in Chrome's Performance panel)
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    const name = page.split(' ')[0];
    writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(result.lhr));
    writeFileSync(path.join(folder, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const { categories, audits } = result.lhr;
  // a run whose metrics failed says why, instead of showing only a 0 and NaNs
  const why = [result.lhr.runtimeError?.message, audits['largest-contentful-paint']?.errorMessage];
  for (const message of why) if (message) console.error(`${page}: ${message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
  };
}

function printScores(scores: PageScore[], loadAtStart: number) {
  const meets = (s: PageScore) =>
    s.performance >= GOALS.performance &&
    s.accessibility >= GOALS.accessibility &&
    s.lcpMs <= GOALS.lcpMs &&
    s.cls <= GOALS.cls;
  console.log('| page | performance | accessibility | FCP | LCP | CLS | TBT | goal |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of scores) {
    console.log(
      `| ${s.page} | ${s.performance} | ${s.accessibility} | ${(s.fcpMs / 1000).toFixed(1)} s | ${(s.lcpMs / 1000).toFixed(1)} s | ${s.cls.toFixed(3)} | ${Math.round(s.tbtMs)} ms | ${meets(s) ? 'met' : 'MISSED'} |`,
    );
  }
  console.log(
    `\nGoals: performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs / 1000} s, CLS <= ${GOALS.cls}, accessibility ${GOALS.accessibility}. Lighthouse mobile, default (simulated) throttling.`,
  );
  console.log(
    `${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end`,
  );
  if (!scores.every(meets)) process.exitCode = 1;
}

/**
 * Lighthouse (mobile, its default throttling) on the landing page and on a signed-in player's home,
 * served by the compiled server (`npm start`'s build, web/dist precompressed) on a fresh
 * PostgreSQL database, in Debian's Chromium. The player home is audited with the session token in
 * local storage, as the web app keeps it after signing in.
 */
async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const fresh = await createFreshDatabase(undefined, 'kickchips_lighthouse');
  const server = serverInstance({
    name: 'lighthouse',
    port: await freePort(),
    databaseUrl: fresh.url,
    adminPassword: `Lh-${randomBytes(8).toString('hex')}!`,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await server.start();
    const scores = [await audit(chrome.port, `${server.url}/`, 'landing', false)];
    const token = await signUpPlayer(server.url);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/terms-of-service`);
    await tab.evaluate(`localStorage.setItem('kickchips.session', ${JSON.stringify(JSON.stringify(token))})`);
    // a first visit, as for the landing: nothing from the landing's run in the HTTP cache
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
    await browser.disconnect();
    scores.push(await audit(chrome.port, `${server.url}/`, 'player home (signed in)', true));
    printScores(scores, loadAtStart);
  } finally {
    chrome.kill();
    await server.stop();
    await fresh.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
