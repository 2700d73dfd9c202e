import type { LiveLobbiesOptions, LiveWorld } from '../scenarios/seed-live-lobbies';

/** What the benchmark asks of its server process over the IPC channel, and what it answers. */
export type BenchOps = {
  seedLiveLobbies: { args: LiveLobbiesOptions; result: LiveWorld };
};

export type BenchOp = keyof BenchOps;
export type BenchRequest = { id: number; op: BenchOp; args: unknown };
export type BenchReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };
export type BenchReady = { type: 'ready'; port: number };

/** The hello-world route the bench registers on its own app instance, never in production code. */
export const HELLO_PATH = '/bench/hello';
