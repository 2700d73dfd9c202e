import { CONFETTI_MS } from '@kickchips/core';
import confetti from 'canvas-confetti';

const BURST_EVERY_MS = 250;
/** Particles of the last burst need this long to fall, so bursts stop early and the show ends on time. */
const FALL_MS = 1500;
const FALL_TICKS = 90;

let cannon: confetti.CreateTypes | null = null;
/**
 * The library's own full-window canvas, drawn on this thread: its default instance would draw
 * in a worker started from a blob: URL, which the site's Content Security Policy refuses.
 */
const fire = () => {
  cannon ??= confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  return cannon;
};

/**
 * Confetti for `durationMs` (spec 9: 3.5 s): bursts from both sides, then the canvas is cleared.
 * Nothing at all for people who ask for reduced motion. Returns a function that stops it early.
 */
export function fireConfetti(durationMs = CONFETTI_MS): () => void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};
  const burst = (x: number) =>
    void fire()({
      particleCount: 30,
      spread: 70,
      startVelocity: 40,
      ticks: FALL_TICKS,
      origin: { x, y: 0.6 },
      disableForReducedMotion: true,
    });
  const burstsUntil = Date.now() + Math.max(0, durationMs - FALL_MS);
  burst(0.2);
  burst(0.8);
  const bursts = window.setInterval(() => {
    if (Date.now() >= burstsUntil) {
      window.clearInterval(bursts);
      return;
    }
    burst(0.1 + Math.random() * 0.8);
  }, BURST_EVERY_MS);
  const end = window.setTimeout(() => fire().reset(), durationMs);
  return () => {
    window.clearInterval(bursts);
    window.clearTimeout(end);
    fire().reset();
  };
}
