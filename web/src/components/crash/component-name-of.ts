/**
 * The innermost component in a React component stack: "\n    at GameScreen (http://…)" in
 * Chromium and React 19, "GameScreen@http://…" in Firefox and Safari.
 */
export function componentNameOf(componentStack: string | null | undefined): string | undefined {
  for (const line of (componentStack ?? '').split('\n')) {
    const match = /^\s*(?:at|in)\s+([\w$.]+)/.exec(line) ?? /^\s*([\w$.]+)@/.exec(line);
    if (match?.[1]) return match[1];
  }
  return undefined;
}
