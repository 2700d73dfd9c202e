/** The template in index.html that holds the app's script and the modules it preloads. */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * Starts the app: the script and preload tags the build put into `<template id="app-scripts">`
 * (inert there, so nothing is fetched while the first screen is drawn) are made live in <head>.
 */
export function startApp(doc: Document = document): void {
  const template = doc.getElementById(APP_SCRIPTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const tag of Array.from(template.content.children)) {
    const live = doc.createElement(tag.localName);
    for (const { name, value } of Array.from(tag.attributes)) live.setAttribute(name, value);
    doc.head.append(live);
  }
  template.remove();
}
