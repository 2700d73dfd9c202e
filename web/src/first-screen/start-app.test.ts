import { afterEach, describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID, startApp } from './start-app';

afterEach(() => {
  for (const node of document.head.querySelectorAll('[data-test-tag]')) node.remove();
  document.getElementById(APP_SCRIPTS_ID)?.remove();
});

describe('startApp', () => {
  it("makes the template's script and preloads live in <head>, with their attributes, once", () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<template id="${APP_SCRIPTS_ID}"><script data-test-tag type="module" crossorigin src="/assets/index.js"></script><link data-test-tag rel="modulepreload" crossorigin href="/assets/react.js"></template>`,
    );
    expect(document.head.querySelector('[data-test-tag]')).toBeNull();

    startApp();

    const script = document.head.querySelector('script[data-test-tag]');
    expect(script).toHaveAttribute('type', 'module');
    expect(script).toHaveAttribute('src', '/assets/index.js');
    expect(script).toHaveAttribute('crossorigin', '');
    expect(document.head.querySelector('link[data-test-tag]')).toHaveAttribute('rel', 'modulepreload');
    expect(document.getElementById(APP_SCRIPTS_ID)).toBeNull();

    startApp();
    expect(document.head.querySelectorAll('[data-test-tag]')).toHaveLength(2);
  });

  it('does nothing on a page without the template (the dev server loads the app itself)', () => {
    startApp();
    expect(document.head.querySelector('[data-test-tag]')).toBeNull();
  });
});
