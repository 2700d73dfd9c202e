import {
  DEFAULT_GAME_SETTINGS,
  GAME_SETTINGS_FIELDS,
  type GameSettings,
  gameSettingsSchema,
} from '@kickchips/core';

/** The form's values: numbers as typed (text), toggles and choices as they are. */
export type SettingsFormValues = Record<keyof GameSettings, string | boolean>;

export function defaultFormValues(): SettingsFormValues {
  const values = {} as SettingsFormValues;
  for (const field of GAME_SETTINGS_FIELDS) {
    const value = DEFAULT_GAME_SETTINGS[field.key];
    values[field.key] = typeof value === 'number' ? String(value) : value;
  }
  return values;
}

/** Checks the form with the server's own schema; errors are keyed by setting. */
export function parseSettings(
  values: SettingsFormValues,
): { settings: GameSettings; errors: null } | { settings: null; errors: Partial<Record<string, string>> } {
  const input: Record<string, unknown> = {};
  for (const field of GAME_SETTINGS_FIELDS) {
    const value = values[field.key];
    input[field.key] = field.kind === 'number' ? (value === '' ? Number.NaN : Number(value)) : value;
  }
  const result = gameSettingsSchema.safeParse(input);
  if (result.success) return { settings: result.data, errors: null };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { settings: null, errors };
}
