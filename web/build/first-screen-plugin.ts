import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin, type Rolldown } from 'vite';
import { APP_SCRIPTS_ID } from '../src/first-screen/start-app.js';

const BOOT_ENTRY = 'src/first-screen/first-screen-boot.ts';
const RENDER_MODULE = '/src/first-screen/render-first-screens.tsx';

/**
 * The display face of the landing's title (its largest paint), Latin subset: inlined into the page,
 * so the title is drawn in it from the first frame. Its fallback is wider and would wrap the title
 * onto a third line, then move everything below when the face arrived.
 */
const FIRST_SCREEN_FONT = /bebas-neue-latin-400-normal-[\w-]+\.woff2$/;

/** The script in <head>, built apart from the app as one classic script (no module, no imports). */
async function buildBootScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: BOOT_ENTRY, formats: ['iife'], name: 'kickchipsFirstScreen' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`${BOOT_ENTRY} built to no script`);
  return chunk.code;
}

/** Every first screen's markup, rendered by the app's own components in Node. */
async function prerenderFirstScreens(root: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = await server.ssrLoadModule(RENDER_MODULE);
    return (module.renderFirstScreens as () => string)();
  } finally {
    await server.close();
  }
}

function bytesOf(asset: Rolldown.OutputAsset): Buffer {
  return Buffer.from(asset.source);
}

/** Puts `font` into the stylesheet as a data URL: no request of its own, ready with the page. */
function inlineFont(css: string, font: Rolldown.OutputAsset): string {
  return css.replaceAll(`/${font.fileName}`, `data:font/woff2;base64,${bytesOf(font).toString('base64')}`);
}

/** Replaces each stylesheet link of the build with the sheet itself, the title's face inside it. */
function inlineStylesheets(html: string, assets: Rolldown.OutputAsset[]): string {
  const font = assets.find((file) => FIRST_SCREEN_FONT.test(file.fileName));
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, fileName) => {
    const sheet = assets.find((file) => file.fileName === fileName);
    if (!sheet) return tag;
    const css = bytesOf(sheet).toString('utf8');
    return `<style>${font ? inlineFont(css, font) : css}</style>`;
  });
}

/**
 * Moves the app's script and its module preloads into an inert template at the end of <head>,
 * followed by the boot script that starts them (src/first-screen/start-app.ts).
 */
function holdAppScripts(html: string, bootFile: string): string {
  const appTags: string[] = [];
  const rest = html.replace(
    /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
    (tag) => {
      appTags.push(tag.trim());
      return '';
    },
  );
  const template = `<template id="${APP_SCRIPTS_ID}">${appTags.join('')}</template>`;
  return rest.replace('</head>', () => `${template}\n    <script src="/${bootFile}"></script>\n  </head>`);
}

/**
 * Draws the home route's first screen without waiting for the app (src/first-screen): index.html
 * carries that screen prerendered by the app's own components, for a visitor (the landing) and
 * for a stored session (the header and a spinner), with the stylesheet and the title's face
 * inlined. A small blocking script in <head> applies the theme and reveals the one that fits; the
 * app's script is fetched once that screen is drawn, and its first render replaces the markup with
 * the same screen.
 */
export function firstScreen(): Plugin {
  let root = '';
  let bootFile = '';
  let bootCode = '';
  let markup = '';
  return {
    name: 'kickchips-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      [bootCode, markup] = await Promise.all([buildBootScript(root), prerenderFirstScreens(root)]);
      bootFile = `assets/first-screen-${createHash('sha256').update(bootCode).digest('base64url').slice(0, 8)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: bootFile, source: bootCode });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const assets = Object.values(context.bundle ?? {}).filter((file) => file.type === 'asset');
        return holdAppScripts(inlineStylesheets(html, assets), bootFile).replace(
          '<div id="root"></div>',
          () => `<div id="root">${markup}</div>`,
        );
      },
    },
  };
}
