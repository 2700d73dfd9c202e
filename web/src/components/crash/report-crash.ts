import type { CrashReportInput } from '@kickchips/core';
import { api, publicCall } from '../../lib/api-client';
import { readSessionToken } from '../../lib/session-token';
import { toCrashError } from './crash-error';

type CrashData = NonNullable<CrashReportInput['data']>;

const CRASH_REPORT_URL = '/api/app/log/crash-report';

// one report per thrown value, however often React renders or StrictMode repeats effects
const reports = new WeakMap<object, Promise<string | null>>();
const linkedUsers = new WeakMap<object, string>();

function keyOf(thrown: unknown): object | null {
  return typeof thrown === 'object' && thrown !== null ? thrown : null;
}

/** Signed-in players' reports are linked to them; anyone else reports anonymously. */
async function send(body: CrashReportInput): Promise<string> {
  const token = readSessionToken();
  const { data } =
    token?.accessToken && token.refreshToken
      ? await api.post<{ id: string }>(CRASH_REPORT_URL, body)
      : await publicCall<{ id: string }>(CRASH_REPORT_URL, { body });
  return data.id;
}

function context(componentName?: string): CrashData {
  return {
    componentName: componentName?.slice(0, 200),
    location: window.location.href.slice(0, 2000),
    browser: navigator.userAgent.slice(0, 500),
  };
}

/** Posts the crash (spec 7 POST log/crash-report, id 'new'); resolves to the report id, or null if that failed. */
export function reportCrash(thrown: unknown, componentName?: string): Promise<string | null> {
  const key = keyOf(thrown);
  const known = key && reports.get(key);
  if (known) return known;
  const report = send({ id: 'new', error: toCrashError(thrown), data: context(componentName) }).catch(
    () => null,
  );
  if (key) reports.set(key, report);
  return report;
}

/** Adds to the crash's report (spec 7: a follow-up sends the user once known, and their description). */
export async function addToCrashReport(thrown: unknown, data: CrashData): Promise<void> {
  const id = await reportCrash(thrown);
  // the first report never arrived: send everything in a new one
  await send(id ? { id, data } : { id: 'new', error: toCrashError(thrown), data: { ...context(), ...data } });
}

/** Sends the signed-in user with the report, once per crash. */
export function linkCrashToUser(thrown: unknown, userId: string): void {
  const key = keyOf(thrown);
  if (key && linkedUsers.get(key) === userId) return;
  if (key) linkedUsers.set(key, userId);
  addToCrashReport(thrown, { user: userId }).catch(() => undefined);
}
