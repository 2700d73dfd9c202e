import { CHIP_PRESETS, type GameSettingsField, PLAYER_PRESETS } from '@kickchips/core';

type SettingsFieldProps = {
  field: GameSettingsField;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
};

const PRESETS: Partial<Record<string, readonly number[]>> = {
  maxPlayers: PLAYER_PRESETS,
  startingChips: CHIP_PRESETS,
};

const presetLabel = (key: string, value: number) =>
  key === 'maxPlayers' && value === 999 ? 'Unlimited (999)' : String(value);

/** One game setting with its range, its one-line help and, for players and chips, presets. */
export function SettingsField({ field, value, error, onChange }: SettingsFieldProps) {
  const id = `setting-${field.key}`;
  const help = (
    <span id={`${id}-help`} className="field-hint">
      {field.help}
    </span>
  );
  if (field.kind === 'toggle') {
    return (
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={`${id}-help`}
          />
          {field.label}
        </label>
        {help}
      </div>
    );
  }
  if (field.kind === 'choice') {
    return (
      <label className="flex flex-col gap-1">
        <span className="label">{field.label}</span>
        <select
          id={id}
          className="input"
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-help`}
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {help}
      </label>
    );
  }
  const presets = PRESETS[field.key];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="label">
        {field.label} ({field.min}–{field.max} {field.unit})
      </label>
      <input
        id={id}
        type="number"
        className="input"
        min={field.min}
        max={field.max}
        step={field.step}
        value={String(value)}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
      />
      {presets ? (
        <fieldset className="flex flex-wrap gap-1" aria-label={`${field.label} presets`}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={
                String(preset) === value ? 'btn-primary px-2 py-1 text-xs' : 'btn-outline px-2 py-1 text-xs'
              }
              onClick={() => onChange(String(preset))}
            >
              {presetLabel(field.key, preset)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {help}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
